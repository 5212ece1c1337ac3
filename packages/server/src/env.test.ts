import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';

describe('the environment', () => {
  it('serves metrics only on a port of their own', () => {
    expect(() => parseEnv({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT: must differ from PORT/,
    );
    expect(parseEnv({ PORT: '3000', METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(parseEnv({ PORT: '3000' }).METRICS_PORT).toBeUndefined();
  });

  it('names the operator settings and their defaults', () => {
    const env = parseEnv({});
    expect([env.OPERATOR_SESSION_TTL, env.OPERATOR_MFA, env.LOG_LEVEL]).toEqual([8 * 3600, 'money', 'info']);
    expect(() => parseEnv({ OPERATOR_MFA: 'some' })).toThrow(/OPERATOR_MFA/);
    expect(() => parseEnv({ OPERATOR_TOKEN: 'short' })).toThrow(
      /OPERATOR_TOKEN: must be at least 16 characters/,
    );
  });
});
