/** Province, city and district of an address, joined for display. */
export function regionOf(address: {
  province?: string | null;
  city?: string | null;
  district?: string | null;
}): string {
  return [address.province, address.city, address.district].filter(Boolean).join(' ');
}
