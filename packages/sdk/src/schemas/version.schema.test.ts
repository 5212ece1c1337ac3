import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import { versionCheckRequestSchema, versionCheckResponseSchema } from './version.schema';

describe('versionCheckRequestSchema', () => {
  it('accepts a semver version and a platform', () => {
    expect(versionCheckRequestSchema.parse({ version: '1.0.0', platform: 'h5' })).toEqual({
      version: '1.0.0',
      platform: 'h5',
    });
  });

  it.each(['1.0', 'v1.0.0', '100'])('refuses version %s with validation.version', (version) => {
    expect(fieldErrorsOf(versionCheckRequestSchema, { version })).toEqual([
      { field: 'version', key: 'validation.version' },
    ]);
  });
});

describe('versionCheckResponseSchema', () => {
  it('answers null when current, whether data is null or absent', () => {
    expect(versionCheckResponseSchema.parse(null)).toBeNull();
    expect(versionCheckResponseSchema.parse(undefined)).toBeNull();
  });

  it('reads a newer version with forceUpdate sent as 0/1', () => {
    expect(
      versionCheckResponseSchema.parse({
        version: '1.1.0',
        code: '110',
        url: 'https://shop.example.com/app.apk',
        description: 'Faster search',
        forceUpdate: 1,
      }),
    ).toEqual({
      version: '1.1.0',
      code: 110,
      url: 'https://shop.example.com/app.apk',
      description: 'Faster search',
      forceUpdate: true,
    });
  });
});
