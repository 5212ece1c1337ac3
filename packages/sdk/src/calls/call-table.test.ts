import { describe, expect, it } from 'vitest';
import { requestSchemas, responseSchemas } from '../schemas/call-schemas';
import { CALL_PATHS, CALLS } from './call-table';

describe('the call table', () => {
  it('names exactly the calls that have request and response schemas', () => {
    expect([...CALL_PATHS].sort()).toEqual(Object.keys(requestSchemas).sort());
    expect([...CALL_PATHS].sort()).toEqual(Object.keys(responseSchemas).sort());
  });

  it('never sends the token on login calls and refresh', () => {
    const tokenless = CALL_PATHS.filter((path) => CALLS[path].auth === 'none');
    for (const path of CALL_PATHS.filter((candidate) => candidate.startsWith('app/user/login/'))) {
      expect(tokenless).toContain(path);
    }
  });

  it('lets guests make the calls the contract lists for them (§4)', () => {
    const guestCalls = [
      'app/app/version/check',
      'app/dict/info/data',
      'app/base/comm/param',
      'app/base/comm/eps',
      'app/goods/info/page',
      'app/goods/info/info',
      'app/app/goods/list',
      'app/goods/type/list',
      'app/goods/spec/list',
      'app/goods/i18n/info/i18n/info',
      'app/goods/i18n/info/i18n/page',
      'app/goods/comment/page',
      'app/goods/search/keyword/list',
      'app/info/banner/list',
      'app/market/coupon/info/page',
    ] as const;
    for (const path of guestCalls) {
      expect(CALLS[path].auth).not.toBe('required');
    }
    const required = CALL_PATHS.filter((path) => CALLS[path].auth === 'required');
    expect(required).toContain('app/order/info/create');
    expect(required).toContain('app/base/comm/upload');
  });

  it('marks what a call does to the session, so the client never compares paths', () => {
    expect(CALL_PATHS.filter((path) => 'profile' in CALLS[path])).toEqual(['app/user/info/person']);
    expect(CALL_PATHS.filter((path) => 'endsSession' in CALLS[path])).toEqual([
      'app/user/info/logoff',
      'app/user/info/signOutAll',
    ]);
    // Signing one session out names its refresh token, so it needs (and sends) no access token.
    expect(CALLS['app/user/login/signOut']).toEqual({ method: 'POST', auth: 'none' });
    const logins = CALL_PATHS.filter((path) => 'login' in CALLS[path]);
    expect(logins).toHaveLength(8);
    for (const path of logins) {
      expect(path.startsWith('app/user/login/'), path).toBe(true);
    }
    expect(logins).not.toContain('app/user/login/refreshToken');
  });

  it('marks every call that moves money or stock or makes a record once as idempotent, and nothing else', () => {
    expect(CALL_PATHS.filter((path) => 'idempotent' in CALLS[path]).sort()).toEqual(
      [
        'app/app/complain/submit',
        'app/app/feedback/submit',
        'app/account/transaction/record/append',
        'app/account/transaction/record/withdraw',
        'app/goods/comment/submit',
        'app/market/coupon/user/receive',
        'app/order/info/cancel',
        'app/order/info/create',
        'app/order/info/refund',
        'app/order/pay/accountPay',
        'app/order/pay/buyBack',
      ].sort(),
    );
  });

  it('marks reads, which the client may send again: GETs but the two that change state, pages and lists', () => {
    const reads = CALL_PATHS.filter((path) => 'read' in CALLS[path]);
    const gets = CALL_PATHS.filter((path) => CALLS[path].method === 'GET');
    expect(gets.filter((path) => !reads.includes(path))).toEqual([
      'app/user/login/captcha',
      'app/order/info/confirm',
    ]);
    for (const path of CALL_PATHS.filter((candidate) => /\/(page|list)$/.test(candidate))) {
      expect(reads, path).toContain(path);
    }
    expect(reads.filter((path) => 'idempotent' in CALLS[path] || 'login' in CALLS[path])).toEqual([]);
    expect(reads).toContain('app/dict/info/data');
    expect(reads).not.toContain('app/user/address/add');
  });
});
