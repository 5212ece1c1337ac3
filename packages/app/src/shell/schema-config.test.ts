import { describe, expect, it } from 'vitest';
import { validateSchemasWithoutEval } from './schema-config';

describe('schemas without eval', () => {
  it('is the setting the installed zod reads, set before zod loads', async () => {
    validateSchemasWithoutEval();
    const { config } = await import('zod/v4/core');
    expect(config().jitless).toBe(true);
    const { z } = await import('zod');
    expect(z.object({ name: z.string() }).parse({ name: 'tea', extra: 1 })).toEqual({ name: 'tea' });
  });
});
