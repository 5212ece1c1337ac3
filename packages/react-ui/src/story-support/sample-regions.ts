import type { RegionOption } from '../region-picker';

/** A place with its code, name and, above district level, the places below it. */
function place(value: string, label: string, children?: RegionOption[]): RegionOption {
  return children ? { value, label, children } : { value, label };
}

export const sampleRegions: RegionOption[] = [
  place('440000', 'Guangdong', [
    place('440300', 'Shenzhen', [
      place('440305', 'Nanshan'),
      place('440304', 'Futian'),
      place('440303', 'Luohu'),
    ]),
    place('440100', 'Guangzhou', [place('440106', 'Tianhe'), place('440104', 'Yuexiu')]),
  ]),
  place('310000', 'Shanghai', [
    place('310100', 'Shanghai', [place('310115', 'Pudong'), place('310104', 'Xuhui')]),
  ]),
  place('330000', 'Zhejiang', [
    place('330100', 'Hangzhou', [place('330106', 'Xihu'), place('330108', 'Binjiang')]),
  ]),
];
