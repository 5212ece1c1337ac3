import { describe, expect, it } from 'vitest';
import { responseSchemas } from './call-schemas';
import { parseResponse } from './parse-response';
import { SchemaError } from './schema-error';

describe('parseResponse', () => {
  it('returns the parsed data', () => {
    expect(parseResponse(responseSchemas['app/market/coupon/user/receive'], undefined)).toBeUndefined();
    expect(
      parseResponse(responseSchemas['app/user/bankcard/add'], { id: '4' }, 'app/user/bankcard/add'),
    ).toEqual({ id: 4 });
  });

  it('throws a SchemaError naming the call path and the first bad field', () => {
    const path = 'app/order/info/logistics';
    const value = { company: 'SF', num: 'SF1', traces: [{ time: '2026-01-31 10:00', text: 1 }] };
    let caught: unknown;
    try {
      parseResponse(responseSchemas[path], value, path);
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(SchemaError);
    const error = caught as SchemaError;
    expect(error.name).toBe('SchemaError');
    expect(error.path).toBe(path);
    expect(error.issues).toEqual([{ field: 'traces.0.text', key: 'validation.type' }]);
    expect(error.message).toBe('Invalid response of app/order/info/logistics: traces.0.text validation.type');
  });

  it('reports a missing field as required and counts the others', () => {
    expect(() => parseResponse(responseSchemas['app/user/login/password'], { token: 't' })).toThrow(
      'Invalid data: expire validation.required (and 2 more)',
    );
  });

  it('names the root when the whole value is wrong', () => {
    expect(() =>
      parseResponse(responseSchemas['app/cs/msg/unreadCount'], 'many', 'app/cs/msg/unreadCount'),
    ).toThrow('Invalid response of app/cs/msg/unreadCount: (root) validation.integer');
  });
});
