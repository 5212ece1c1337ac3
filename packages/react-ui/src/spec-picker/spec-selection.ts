/** One option of a specification class. */
export interface SpecOption {
  /** The option's id within its group. */
  value: string;
  /** The option as the shopper reads it. */
  label: string;
}

/** A specification class, e.g. colour, with its options. */
export interface SpecGroup {
  /** Name of the specification class, e.g. "Colour". */
  name: string;
  /** The options, in order. */
  options: readonly SpecOption[];
}

/** One combination of options that can be bought. */
export interface SpecSku {
  /** The SKU's id. */
  id: string | number;
  /** One option value per group, in the order of the groups. */
  selection: readonly string[];
  /** How many are left; 0 disables the combination. */
  stock: number;
  /** Price in minor units. */
  price: number;
  /** The price before the discount, in minor units. */
  originalPrice?: number;
  /** The SKU's picture, shown once it is chosen. */
  imageSrc?: string;
}

/** One value per group; `''` while a group has no choice yet. */
export type SpecSelection = readonly string[];

/** The SKU the selection names completely, if any. */
export function findSku(skus: readonly SpecSku[], selection: SpecSelection): SpecSku | undefined {
  if (selection.some((value) => value === '')) {
    return undefined;
  }
  return skus.find((sku) => sku.selection.every((value, index) => value === selection[index]));
}

/**
 * Whether choosing `value` in group `groupIndex`, with the other groups as chosen now, can still
 * lead to a SKU in stock. Options that cannot are disabled, so shoppers never reach a dead end.
 */
export function isOptionAvailable(
  skus: readonly SpecSku[],
  selection: SpecSelection,
  groupIndex: number,
  value: string,
): boolean {
  return skus.some(
    (sku) =>
      sku.stock > 0 &&
      sku.selection[groupIndex] === value &&
      sku.selection.every(
        (chosen, index) => index === groupIndex || !selection[index] || chosen === selection[index],
      ),
  );
}

/** The default choice: the given SKU when in stock, else the first SKU in stock, else nothing. */
export function defaultSelection(
  groups: readonly SpecGroup[],
  skus: readonly SpecSku[],
  defaultSkuId?: string | number,
): SpecSelection {
  const preferred = skus.find((sku) => sku.id === defaultSkuId && sku.stock > 0);
  const sku = preferred ?? skus.find((candidate) => candidate.stock > 0);
  return sku ? [...sku.selection] : groups.map(() => '');
}

/** Whether any SKU with this option is in stock at all; options without stock cannot be chosen. */
export function isOptionInStock(skus: readonly SpecSku[], groupIndex: number, value: string): boolean {
  return skus.some((sku) => sku.stock > 0 && sku.selection[groupIndex] === value);
}
