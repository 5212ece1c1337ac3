import type { RegionOption } from '@mall/react-ui';

/** The bundled tree: `[province, [[city, [district, ...]], ...]]`, names only (the API stores names). */
type CompactRegions = [string, [string, string[]][]][];

/**
 * Province → city → district options for mainland China, Hong Kong, Macao and Taiwan, loaded as a
 * separate chunk the first time the address form needs them. The data (34 provinces, 369 cities,
 * 3,479 districts; about 19 KB gzipped) is the GB/T 2260 division list of `@vant/area-data` 2.1.0
 * (MIT), turned into names with `value` = `label`, since an address keeps the names.
 */
export async function loadRegionOptions(): Promise<RegionOption[]> {
  const { default: data } = await import('./regions-cn.json');
  // JSON arrays type as plain arrays; the file holds the tuples above.
  const regions = data as unknown as CompactRegions;
  return regions.map(([province, cities]) => ({
    value: province,
    label: province,
    children: cities.map(([city, districts]) => ({
      value: city,
      label: city,
      children: districts.map((district) => ({ value: district, label: district })),
    })),
  }));
}
