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

  it('needs JWT_SECRET with NODE_ENV=production, naming it; previous secrets only at full length', () => {
    const production = { NODE_ENV: 'production', CARD_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}` };
    expect(() => parseEnv(production)).toThrow(/JWT_SECRET: required with NODE_ENV=production/);
    const secret = 'a'.repeat(32);
    expect(parseEnv({ ...production, JWT_SECRET: secret }).JWT_SECRET).toBe(secret);
    expect(parseEnv({}).JWT_SECRET).toBeUndefined();
    expect(() => parseEnv({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET: must be at least 32 characters/);
    expect(
      parseEnv({ JWT_PREVIOUS_SECRETS: `${'b'.repeat(32)},${'c'.repeat(40)}` }).JWT_PREVIOUS_SECRETS,
    ).toBe(`${'b'.repeat(32)},${'c'.repeat(40)}`);
    expect(() => parseEnv({ JWT_PREVIOUS_SECRETS: `${'b'.repeat(32)},short` })).toThrow(
      /JWT_PREVIOUS_SECRETS: each secret must be at least 32 characters/,
    );
  });

  it('limits sessions to 90 days, and 30 days unrefreshed, unless told otherwise', () => {
    expect(parseEnv({})).toMatchObject({ SESSION_MAX_DAYS: 90, SESSION_IDLE_DAYS: 30 });
    expect(parseEnv({ SESSION_MAX_DAYS: '7', SESSION_IDLE_DAYS: '1' })).toMatchObject({
      SESSION_MAX_DAYS: 7,
      SESSION_IDLE_DAYS: 1,
    });
    expect(() => parseEnv({ SESSION_IDLE_DAYS: '0' })).toThrow(/SESSION_IDLE_DAYS/);
  });

  it('sends no SMS unless a sender is named: the development one only by name, and never in production', () => {
    expect(parseEnv({}).SMS_SENDER).toBe('off');
    expect(parseEnv({ NODE_ENV: 'test' }).SMS_SENDER).toBe('off');
    expect(parseEnv({ SMS_SENDER: 'dev' }).SMS_SENDER).toBe('dev');
    const production = {
      NODE_ENV: 'production',
      CARD_KEYS: `k1:${Buffer.alloc(32, 7).toString('base64')}`,
      JWT_SECRET: 'a'.repeat(32),
    };
    expect(parseEnv(production).SMS_SENDER).toBe('off');
    expect(() => parseEnv({ ...production, SMS_SENDER: 'dev' })).toThrow(
      /SMS_SENDER: dev \(codes only in the log\) is refused with NODE_ENV=production/,
    );
  });
});
