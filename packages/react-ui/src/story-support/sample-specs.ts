import type { SpecGroup, SpecSku } from '../spec-picker';
import { sampleGoods } from './sample-images';
import type { StoryCopy } from './story-copy';

// Option names as a merchant entered them: goods data in one language, like the shop's own.
const colours = ['Midnight black', 'Pearl white', 'Ocean blue'] as const;

/** Colour and size of the sample headphones, the class names in the given locale. */
export function sampleSpecGroups({ sample }: StoryCopy): SpecGroup[] {
  return [
    {
      name: sample.colour,
      options: [
        { value: 'black', label: colours[0] },
        { value: 'white', label: colours[1] },
        { value: 'blue', label: colours[2] },
      ],
    },
    {
      name: sample.size,
      options: [
        { value: 'standard', label: 'Standard' },
        { value: 'pro', label: 'Pro' },
      ],
    },
  ];
}

/** Blue Pro is sold out, so that option is disabled once blue is chosen. */
export const sampleSkus: SpecSku[] = [
  { id: 'black-standard', selection: ['black', 'standard'], stock: 12, price: 29900, originalPrice: 45900 },
  { id: 'black-pro', selection: ['black', 'pro'], stock: 3, price: 39900 },
  { id: 'white-standard', selection: ['white', 'standard'], stock: 8, price: 29900 },
  { id: 'white-pro', selection: ['white', 'pro'], stock: 5, price: 39900 },
  { id: 'blue-standard', selection: ['blue', 'standard'], stock: 2, price: 31900 },
  { id: 'blue-pro', selection: ['blue', 'pro'], stock: 0, price: 41900 },
];

/** A spec picker for the sample headphones: its groups, SKUs, picture and labels in a locale. */
export function sampleSpecPicker(copy: StoryCopy) {
  const { t } = copy;
  return {
    groups: sampleSpecGroups(copy),
    skus: sampleSkus,
    imageSrc: sampleGoods[0].image,
    currencySymbol: '¥',
    priceLabel: t('common.price'),
    originalPriceLabel: t('common.originalPrice'),
    stockLabel: t('detail.stock'),
    outOfStockLabel: t('detail.outOfStock'),
    quantityLabel: t('detail.quantity'),
    increaseLabel: t('detail.increase'),
    decreaseLabel: t('detail.decrease'),
  };
}
