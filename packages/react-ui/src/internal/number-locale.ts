import { createContext, useContext } from 'react';

/**
 * The BCP 47 tag the kit formats numbers in (prices, counts), set by `ThemeRoot`'s `locale`.
 * `undefined` keeps Latin digits without grouping.
 */
export const NumberLocaleContext = createContext<string | undefined>(undefined);

/** The locale for the kit's numbers, from the nearest `ThemeRoot`. */
export function useNumberLocale(): string | undefined {
  return useContext(NumberLocaleContext);
}

/** A whole count in the locale's digits and grouping (plain digits without a locale). */
export function formatCount(value: number, locale: string | undefined): string {
  return locale ? new Intl.NumberFormat(locale).format(value) : String(value);
}
