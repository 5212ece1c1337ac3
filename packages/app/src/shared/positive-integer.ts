/** A positive whole number written as text (an id or a count in a URL or in storage); otherwise undefined. */
export function positiveInteger(value: string | null | undefined): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}
