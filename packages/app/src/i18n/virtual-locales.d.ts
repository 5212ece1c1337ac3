/** The parts of the locale files, made by `build/locale-parts.ts`. */
declare module 'virtual:mall-locale/*' {
  import type { Nested } from './messages';

  const messages: Nested;
  export default messages;
}
