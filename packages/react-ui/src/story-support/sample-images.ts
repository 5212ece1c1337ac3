// Offline sample pictures for stories: soft gradient tiles with a simple product shape, as SVG data
// URLs, so Storybook and its tests never reach the network.

const shapes = {
  headphones:
    '<path d="M60 120v-20a40 40 0 0 1 80 0v20" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round"/><rect x="48" y="112" width="26" height="42" rx="12" fill="#fff"/><rect x="126" y="112" width="26" height="42" rx="12" fill="#fff"/>',
  bag: '<rect x="56" y="80" width="88" height="84" rx="14" fill="#fff"/><path d="M78 88V72a22 22 0 0 1 44 0v16" fill="none" stroke="#fff" stroke-width="9" stroke-linecap="round"/>',
  bottle:
    '<rect x="82" y="48" width="36" height="20" rx="6" fill="#fff"/><rect x="70" y="66" width="60" height="104" rx="22" fill="#fff"/>',
  shoe: '<path d="M40 140c0-18 6-40 14-52 10 8 30 14 46 10 12 18 36 26 60 30 4 6 4 14 0 18H48c-5 0-8-3-8-6z" fill="#fff"/>',
  watch:
    '<rect x="84" y="40" width="32" height="120" rx="10" fill="#fff" opacity=".7"/><circle cx="100" cy="100" r="38" fill="#fff"/><path d="M100 80v22l14 8" stroke-width="6" stroke-linecap="round" fill="none" stroke="#9aa3b5"/>',
  chair:
    '<rect x="64" y="44" width="72" height="64" rx="16" fill="#fff"/><rect x="56" y="108" width="88" height="22" rx="10" fill="#fff"/><path d="M70 130l-8 34M130 130l8 34" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
} as const;

export type SampleShape = keyof typeof shapes;

export function sampleImage(shape: SampleShape, from: string, to: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="200" height="200" fill="url(#g)"/>${shapes[shape]}</svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export const sampleGoods = [
  {
    id: 1,
    shape: 'headphones',
    image: sampleImage('headphones', '#7aa7ff', '#3d63dd'),
    price: 29900,
    original: 45900,
  },
  { id: 2, shape: 'bag', image: sampleImage('bag', '#ffb199', '#ff6a5c'), price: 15800, original: 19900 },
  {
    id: 3,
    shape: 'bottle',
    image: sampleImage('bottle', '#9be7c4', '#2fb67c'),
    price: 3990,
    original: undefined,
  },
  { id: 4, shape: 'shoe', image: sampleImage('shoe', '#ffd66b', '#ff9f1c'), price: 49900, original: 69900 },
  {
    id: 5,
    shape: 'watch',
    image: sampleImage('watch', '#c3b5ff', '#7a5cf0'),
    price: 129900,
    original: 159900,
  },
  {
    id: 6,
    shape: 'chair',
    image: sampleImage('chair', '#a5e4f5', '#3aa6c9'),
    price: 58800,
    original: undefined,
  },
] as const;

export const sampleBanners = [
  sampleImage('headphones', '#5b8cff', '#2848c7'),
  sampleImage('bag', '#ff9a7b', '#e5484d'),
  sampleImage('shoe', '#ffcf5c', '#f08c00'),
];
