/** pg's value mapping for a Bind message (`pg/lib/utils`, exported by the package, untyped). */
declare module 'pg/lib/utils' {
  const utils: { prepareValue(value: unknown): unknown };
  export default utils;
}
