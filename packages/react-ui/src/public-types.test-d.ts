import { describe, expectTypeOf, it } from 'vitest';
import type {
  ButtonProps,
  CouponState,
  SpecPickerProps,
  SpecSku,
  ThemeTokenName,
  ThemeTokenProperty,
  ThemeTokenValues,
  UploadStatus,
} from './index';
import { themeTokens } from './index';

describe('public types', () => {
  it('names theme tokens and their custom properties exactly', () => {
    expectTypeOf<'colorBackground'>().toExtend<ThemeTokenName>();
    expectTypeOf<'colourBackground'>().not.toExtend<ThemeTokenName>();
    expectTypeOf(themeTokens.colorPrice).toEqualTypeOf<'--mall-color-price'>();
    expectTypeOf<'--mall-color-background'>().toExtend<ThemeTokenProperty>();
    expectTypeOf<{ colorPrimary: string }>().toExtend<ThemeTokenValues>();
  });

  it('keeps state unions closed', () => {
    expectTypeOf<CouponState>().toEqualTypeOf<'available' | 'received' | 'used' | 'expired'>();
    expectTypeOf<UploadStatus>().toEqualTypeOf<'uploading' | 'done' | 'error'>();
  });

  it('reports the chosen SKU, or undefined while the choice is incomplete', () => {
    expectTypeOf<NonNullable<SpecPickerProps['onChange']>>()
      .parameter(1)
      .toEqualTypeOf<SpecSku | undefined>();
  });

  it('lets a button take every native button attribute', () => {
    expectTypeOf<{ 'aria-describedby': string; form: string }>().toExtend<ButtonProps>();
  });
});
