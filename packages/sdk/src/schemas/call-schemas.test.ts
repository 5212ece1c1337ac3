import { describe, expect, it } from 'vitest';
import { CALL_PATHS } from '../calls/call-table';
import type { CallSchemaMap } from './call-schema';
import { callSchemas, requestSchemas, responseSchemas } from './call-schemas';
import * as schemas from './index';

/** Every call of spec §7 (and the wire contract §3–§12), written out once. */
const SPEC_CALLS = [
  // app/app/feedback: POST page, POST submit, GET info
  'app/app/feedback/page',
  'app/app/feedback/submit',
  'app/app/feedback/info',
  // app/app/complain: POST page, POST submit, GET info
  'app/app/complain/page',
  'app/app/complain/submit',
  'app/app/complain/info',
  // app/app/version: GET check
  'app/app/version/check',
  // app/app/goods: POST list
  'app/app/goods/list',
  // app/account/transaction/record: POST append, withdraw, list, add, delete, update, page; GET info
  'app/account/transaction/record/append',
  'app/account/transaction/record/withdraw',
  'app/account/transaction/record/list',
  'app/account/transaction/record/add',
  'app/account/transaction/record/delete',
  'app/account/transaction/record/update',
  'app/account/transaction/record/page',
  'app/account/transaction/record/info',
  // app/market/coupon/info: POST page
  'app/market/coupon/info/page',
  // app/market/coupon/user: POST page, GET info, POST list, POST receive
  'app/market/coupon/user/page',
  'app/market/coupon/user/info',
  'app/market/coupon/user/list',
  'app/market/coupon/user/receive',
  // app/user/login: GET captcha; POST mp, smsCode, miniPhone, mini, wxApp, phone, register, uniPhone, password, refreshToken
  'app/user/login/captcha',
  'app/user/login/mp',
  'app/user/login/smsCode',
  'app/user/login/miniPhone',
  'app/user/login/mini',
  'app/user/login/wxApp',
  'app/user/login/phone',
  'app/user/login/register',
  'app/user/login/uniPhone',
  'app/user/login/password',
  'app/user/login/refreshToken',
  // app/user/bankcard: POST page, add, delete, update, list; GET default, info
  'app/user/bankcard/page',
  'app/user/bankcard/add',
  'app/user/bankcard/delete',
  'app/user/bankcard/update',
  'app/user/bankcard/list',
  'app/user/bankcard/default',
  'app/user/bankcard/info',
  // app/user/info: POST bindPhone, miniPhone, logoff, updatePerson, updatePassword; GET person
  'app/user/info/bindPhone',
  'app/user/info/miniPhone',
  'app/user/info/logoff',
  'app/user/info/updatePerson',
  'app/user/info/updatePassword',
  'app/user/info/person',
  // app/user/address: POST page, add, update, delete, list; GET default, info
  'app/user/address/page',
  'app/user/address/add',
  'app/user/address/update',
  'app/user/address/delete',
  'app/user/address/list',
  'app/user/address/default',
  'app/user/address/info',
  // app/order/pay: POST buyBack, wxMpPay, wxNotify, wxAppPay, accountPay, wxMiniPay
  'app/order/pay/buyBack',
  'app/order/pay/wxMpPay',
  'app/order/pay/wxNotify',
  'app/order/pay/wxAppPay',
  'app/order/pay/accountPay',
  'app/order/pay/wxMiniPay',
  // app/order/info: GET info, logistics, userCount, confirm; POST update, refund, create, cancel, page
  'app/order/info/info',
  'app/order/info/logistics',
  'app/order/info/userCount',
  'app/order/info/confirm',
  'app/order/info/update',
  'app/order/info/refund',
  'app/order/info/create',
  'app/order/info/cancel',
  'app/order/info/page',
  // app/goods/info: POST page, GET info
  'app/goods/info/page',
  'app/goods/info/info',
  // app/goods/i18n/info: POST i18n/info, i18n/page
  'app/goods/i18n/info/i18n/info',
  'app/goods/i18n/info/i18n/page',
  // app/goods/search/keyword: POST list, add, page, update, delete; GET info
  'app/goods/search/keyword/list',
  'app/goods/search/keyword/add',
  'app/goods/search/keyword/page',
  'app/goods/search/keyword/update',
  'app/goods/search/keyword/delete',
  'app/goods/search/keyword/info',
  // app/goods/type: POST list
  'app/goods/type/list',
  // app/goods/comment: POST submit, page
  'app/goods/comment/submit',
  'app/goods/comment/page',
  // app/goods/spec: POST list
  'app/goods/spec/list',
  // app/base/comm: GET eps, uploadMode, param; POST upload
  'app/base/comm/eps',
  'app/base/comm/uploadMode',
  'app/base/comm/upload',
  'app/base/comm/param',
  // app/cs/msg: GET unreadCount; POST page, read
  'app/cs/msg/unreadCount',
  'app/cs/msg/page',
  'app/cs/msg/read',
  // app/cs/session: GET detail; POST create
  'app/cs/session/detail',
  'app/cs/session/create',
  // app/dict/info: POST data
  'app/dict/info/data',
  // app/info/banner: POST list
  'app/info/banner/list',
];

/** Calls the contract adds beyond spec §7 (none yet): a new call is named here. */
/** Calls the shop adds to the spec's (docs/decisions.md): ending sessions on the server. */
const CALLS_BEYOND_SPEC: readonly string[] = ['app/user/login/signOut', 'app/user/info/signOutAll'];

describe('call schema maps', () => {
  it('lists each spec call once', () => {
    expect(SPEC_CALLS).toHaveLength(92);
    expect(new Set([...SPEC_CALLS, ...CALLS_BEYOND_SPEC]).size).toBe(
      SPEC_CALLS.length + CALLS_BEYOND_SPEC.length,
    );
  });

  it('have a request schema for exactly the calls of the spec and those beyond it', () => {
    expect(Object.keys(requestSchemas).sort()).toEqual([...SPEC_CALLS, ...CALLS_BEYOND_SPEC].sort());
  });

  it('have a response schema for exactly the calls of the spec and those beyond it', () => {
    expect(Object.keys(responseSchemas).sort()).toEqual([...SPEC_CALLS, ...CALLS_BEYOND_SPEC].sort());
  });

  it('pair every request schema with a response schema and back', () => {
    for (const path of Object.keys(requestSchemas)) {
      expect(responseSchemas, path).toHaveProperty([path]);
    }
    for (const path of Object.keys(responseSchemas)) {
      expect(requestSchemas, path).toHaveProperty([path]);
    }
  });

  it('key the calls by path without a leading slash', () => {
    for (const path of Object.keys(requestSchemas)) {
      expect(path).toMatch(/^app\/[a-z]+(?:\/[A-Za-z0-9]+)+$/);
    }
  });
});

describe('area calls maps', () => {
  // Every area's map the schemas entry exports (`orderCalls`, …): a map left out of it fails here.
  const maps = Object.fromEntries(
    Object.entries(schemas).filter(([name]) => name.endsWith('Calls')),
  ) as Record<string, CallSchemaMap>;

  it('give every call of the table its schemas, and no other path', () => {
    expect(Object.keys(callSchemas).sort()).toEqual([...CALL_PATHS].sort());
    expect(Object.keys(requestSchemas).sort()).toEqual([...CALL_PATHS].sort());
  });

  it('name only paths of the call table', () => {
    for (const [name, map] of Object.entries(maps)) {
      for (const path of Object.keys(map)) {
        expect(CALL_PATHS, `${name} names ${path}`).toContain(path);
      }
    }
  });

  it('describe each call in exactly one map', () => {
    const named = Object.values(maps).flatMap((map) => Object.keys(map));
    expect(new Set(named).size, 'a path named by two maps').toBe(named.length);
    expect(named.sort()).toEqual([...CALL_PATHS].sort());
  });

  it('hand the combined maps the same schemas', () => {
    for (const map of Object.values(maps)) {
      for (const [path, schemas] of Object.entries(map)) {
        const key = path as keyof typeof callSchemas;
        expect(requestSchemas[key], path).toBe(schemas.request);
        expect(responseSchemas[key], path).toBe(schemas.response);
      }
    }
  });
});

describe('GET request schemas coerce query strings', () => {
  it.each([
    ['app/app/feedback/info', { id: '2' }, { id: 2 }],
    ['app/app/complain/info', { id: '2' }, { id: 2 }],
    ['app/account/transaction/record/info', { id: '5' }, { id: 5 }],
    ['app/market/coupon/user/info', { id: '9' }, { id: 9 }],
    ['app/user/bankcard/info', { id: '1' }, { id: 1 }],
    ['app/user/address/info', { id: '1' }, { id: 1 }],
    ['app/order/info/info', { id: '3' }, { id: 3 }],
    ['app/order/info/confirm', { orderId: '3' }, { orderId: 3 }],
    ['app/order/info/logistics', { orderId: '3' }, { orderId: 3 }],
    ['app/goods/info/info', { id: '12' }, { id: 12 }],
    ['app/goods/search/keyword/info', { id: '4' }, { id: 4 }],
    ['app/user/login/captcha', { width: '150', height: '50' }, { width: 150, height: 50 }],
    ['app/app/version/check', { version: '1.0.0', platform: 'h5' }, { version: '1.0.0', platform: 'h5' }],
    ['app/base/comm/param', { key: 'currentSymbol' }, { key: 'currentSymbol' }],
    ['app/user/info/person', {}, {}],
    ['app/order/info/userCount', {}, {}],
  ] as const)('%s reads %j', (path, query, expected) => {
    expect(requestSchemas[path].parse(query)).toEqual(expected);
  });
});

describe('request schemas drop unknown keys', () => {
  it('keeps only known keys of an address', () => {
    expect(
      requestSchemas['app/user/address/update'].parse({
        id: 1,
        city: 'Hangzhou',
        userId: 99,
        isDefault: false,
      }),
    ).toEqual({ id: 1, city: 'Hangzhou', isDefault: false });
  });

  it('keeps only known keys of a profile change', () => {
    expect(
      requestSchemas['app/user/info/updatePerson'].parse({ nickName: 'Alice', balance: 1000000, status: 1 }),
    ).toEqual({
      nickName: 'Alice',
    });
  });
});
