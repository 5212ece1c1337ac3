import type { RegionOption } from '../region-picker';

export const sampleRegions: RegionOption[] = [
  {
    value: '440000',
    label: 'Guangdong',
    children: [
      {
        value: '440300',
        label: 'Shenzhen',
        children: [
          { value: '440305', label: 'Nanshan' },
          { value: '440304', label: 'Futian' },
          { value: '440303', label: 'Luohu' },
        ],
      },
      {
        value: '440100',
        label: 'Guangzhou',
        children: [
          { value: '440106', label: 'Tianhe' },
          { value: '440104', label: 'Yuexiu' },
        ],
      },
    ],
  },
  {
    value: '310000',
    label: 'Shanghai',
    children: [
      {
        value: '310100',
        label: 'Shanghai',
        children: [
          { value: '310115', label: 'Pudong' },
          { value: '310104', label: 'Xuhui' },
        ],
      },
    ],
  },
  {
    value: '330000',
    label: 'Zhejiang',
    children: [
      {
        value: '330100',
        label: 'Hangzhou',
        children: [
          { value: '330106', label: 'Xihu' },
          { value: '330108', label: 'Binjiang' },
        ],
      },
    ],
  },
];
