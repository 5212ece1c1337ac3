import { describe, expect, it } from 'vitest';
import { fieldErrorsOf } from './field-errors';
import {
  countryCodeSchema,
  loginCaptchaRequestSchema,
  loginPasswordRequestSchema,
  loginPhoneRequestSchema,
  loginRegisterRequestSchema,
  loginSmsCodeRequestSchema,
  mobileSchema,
  passwordSchema,
  personSchema,
  smsCodeSchema,
  tokenSetSchema,
  userBindPhoneRequestSchema,
  usernameSchema,
  userUpdatePasswordRequestSchema,
  userUpdatePersonRequestSchema,
} from './user.schema';

describe('passwordSchema (6–20 letters and digits combined)', () => {
  it.each(['abc123', 'A1b2C3d4', 'a1234567890123456789'])('accepts %s', (value) => {
    expect(passwordSchema.parse(value)).toBe(value);
  });

  it.each(['abcdef', '123456', 'ab1', 'a12345678901234567890', 'abc 123', 'abc123!'])(
    'rejects %s with validation.password',
    (value) => {
      expect(fieldErrorsOf(passwordSchema, value)).toEqual([{ field: '', key: 'validation.password' }]);
    },
  );

  it('reports an empty password as required', () => {
    expect(fieldErrorsOf(passwordSchema, '')).toEqual([{ field: '', key: 'validation.required' }]);
  });
});

describe('countryCodeSchema (+ and 1–4 digits)', () => {
  it.each(['+1', '+86', '+1234'])('accepts %s', (value) => {
    expect(countryCodeSchema.parse(value)).toBe(value);
  });

  it.each(['86', '+', '+12345', '+8a', '++86'])('rejects %s with validation.countryCode', (value) => {
    expect(fieldErrorsOf(countryCodeSchema, value)).toEqual([{ field: '', key: 'validation.countryCode' }]);
  });
});

describe('mobileSchema (6–15 digits)', () => {
  it.each(['123456', '13800000000', '123456789012345'])('accepts %s', (value) => {
    expect(mobileSchema.parse(value)).toBe(value);
  });

  it.each(['12345', '1234567890123456', '138-0000-0000', '+8613800000000'])(
    'rejects %s with validation.mobile',
    (value) => {
      expect(fieldErrorsOf(mobileSchema, value)).toEqual([{ field: '', key: 'validation.mobile' }]);
    },
  );

  it('reports a blank mobile number as required', () => {
    expect(fieldErrorsOf(mobileSchema, ' ')).toEqual([{ field: '', key: 'validation.required' }]);
  });
});

describe('usernameSchema (3–20 letters, digits or _, starting with a letter)', () => {
  it.each(['abc', 'alice_01', 'A2345678901234567890'])('accepts %s', (value) => {
    expect(usernameSchema.parse(value)).toBe(value);
  });

  it.each(['ab', '1alice', '_alice', 'alice-01', 'a23456789012345678901'])(
    'rejects %s with validation.username',
    (value) => {
      expect(fieldErrorsOf(usernameSchema, value)).toEqual([{ field: '', key: 'validation.username' }]);
    },
  );
});

describe('smsCodeSchema (4–6 digits)', () => {
  it('accepts 4 and 6 digits', () => {
    expect(smsCodeSchema.parse('4821')).toBe('4821');
    expect(smsCodeSchema.parse('123456')).toBe('123456');
  });

  it.each(['123', '1234567', '12a4'])('rejects %s with validation.length { min: 4, max: 6 }', (value) => {
    expect(fieldErrorsOf(smsCodeSchema, value)).toEqual([
      { field: '', key: 'validation.length', params: { min: 4, max: 6 } },
    ]);
  });
});

describe('loginPasswordRequestSchema', () => {
  it('accepts a phone or a username with a password', () => {
    expect(loginPasswordRequestSchema.parse({ phone: 'demo', password: 'demo1234' })).toEqual({
      phone: 'demo',
      password: 'demo1234',
    });
  });

  it('requires the phone-or-username and the password', () => {
    expect(fieldErrorsOf(loginPasswordRequestSchema, { phone: '  ', password: '' })).toEqual([
      { field: 'phone', key: 'validation.required' },
      { field: 'password', key: 'validation.required' },
    ]);
  });
});

describe('loginRegisterRequestSchema', () => {
  const base = { password: 'secret12', captchaId: 'c1', captchaCode: '4821', agree: true };

  it('accepts a username registration', () => {
    expect(loginRegisterRequestSchema.parse({ ...base, username: 'alice', phone: '' })).toEqual({
      ...base,
      username: 'alice',
    });
  });

  it('accepts a phone registration with country code and SMS code', () => {
    const value = { ...base, phone: '13800000000', countryCode: '+86', smsCode: '123456' };
    expect(loginRegisterRequestSchema.parse(value)).toEqual(value);
  });

  it('refuses neither username nor phone on the username field', () => {
    expect(fieldErrorsOf(loginRegisterRequestSchema, base)).toEqual([
      { field: 'username', key: 'validation.usernameOrPhone' },
    ]);
  });

  it('refuses both a username and a phone', () => {
    const value = { ...base, username: 'alice', phone: '13800000000', countryCode: '+86', smsCode: '123456' };
    expect(fieldErrorsOf(loginRegisterRequestSchema, value)).toEqual([
      { field: 'username', key: 'validation.usernameOrPhone' },
    ]);
  });

  it('requires countryCode and smsCode with a phone, each on its own field', () => {
    expect(fieldErrorsOf(loginRegisterRequestSchema, { ...base, phone: '13800000000' })).toEqual([
      { field: 'countryCode', key: 'validation.required' },
      { field: 'smsCode', key: 'validation.required' },
    ]);
  });

  it('requires the agreement to be accepted', () => {
    expect(fieldErrorsOf(loginRegisterRequestSchema, { ...base, username: 'alice', agree: false })).toEqual([
      { field: 'agree', key: 'validation.agreementRequired' },
    ]);
    expect(
      fieldErrorsOf(loginRegisterRequestSchema, { ...base, username: 'alice', agree: undefined }),
    ).toEqual([{ field: 'agree', key: 'validation.agreementRequired' }]);
  });

  it('reports a weak password and a bad username together', () => {
    expect(
      fieldErrorsOf(loginRegisterRequestSchema, { ...base, username: '1a', password: 'abcdef' }),
    ).toEqual([
      { field: 'username', key: 'validation.username' },
      { field: 'password', key: 'validation.password' },
    ]);
  });
});

describe('loginPhoneRequestSchema', () => {
  it('accepts phone, country code and SMS code', () => {
    const value = { phone: '13800000000', countryCode: '+86', smsCode: '1234' };
    expect(loginPhoneRequestSchema.parse(value)).toEqual(value);
  });

  it('names each malformed field', () => {
    expect(fieldErrorsOf(loginPhoneRequestSchema, { phone: '123', countryCode: '86', smsCode: '1' })).toEqual(
      [
        { field: 'phone', key: 'validation.mobile' },
        { field: 'countryCode', key: 'validation.countryCode' },
        { field: 'smsCode', key: 'validation.length', params: { min: 4, max: 6 } },
      ],
    );
  });
});

describe('loginPhoneRequestSchema agree', () => {
  it('takes the agreement as an optional flag, and nothing else for it', () => {
    const value = { phone: '13800000000', countryCode: '+86', smsCode: '1234' };
    expect(loginPhoneRequestSchema.parse({ ...value, agree: true })).toEqual({ ...value, agree: true });
    expect(loginPhoneRequestSchema.parse({ ...value, agree: false })).toEqual({ ...value, agree: false });
    expect(fieldErrorsOf(loginPhoneRequestSchema, { ...value, agree: 'yes' })).toEqual([
      { field: 'agree', key: 'validation.type' },
    ]);
  });
});

describe('loginSmsCodeRequestSchema purpose', () => {
  const base = { phone: '13800000000', countryCode: '+86', captchaId: 'c1', code: '4821' };

  it('leaves purpose out when not given (the server reads it as login), and takes the three purposes', () => {
    expect(loginSmsCodeRequestSchema.parse(base)).toEqual(base);
    for (const purpose of ['login', 'bindPhone', 'password']) {
      expect(loginSmsCodeRequestSchema.parse({ ...base, purpose })).toEqual({ ...base, purpose });
    }
  });

  it('refuses any other purpose with validation.oneOf', () => {
    expect(fieldErrorsOf(loginSmsCodeRequestSchema, { ...base, purpose: 'register' })).toEqual([
      { field: 'purpose', key: 'validation.oneOf' },
    ]);
  });
});

describe('loginCaptchaRequestSchema (GET query)', () => {
  it('coerces width and height from the query string', () => {
    expect(loginCaptchaRequestSchema.parse({ width: '150', height: '50', color: '#2c3142' })).toEqual({
      width: 150,
      height: 50,
      color: '#2c3142',
    });
  });

  it('rejects a non-numeric width', () => {
    expect(fieldErrorsOf(loginCaptchaRequestSchema, { width: 'wide' })).toEqual([
      { field: 'width', key: 'validation.integer' },
    ]);
  });
});

describe('userUpdatePersonRequestSchema', () => {
  it('accepts a nickname alone', () => {
    expect(userUpdatePersonRequestSchema.parse({ nickName: ' Alice ' })).toEqual({ nickName: 'Alice' });
  });

  it('refuses a blank nickname and a non-URL avatar', () => {
    expect(fieldErrorsOf(userUpdatePersonRequestSchema, { nickName: ' ', avatarUrl: 'avatar.png' })).toEqual([
      { field: 'nickName', key: 'validation.required' },
      { field: 'avatarUrl', key: 'validation.url' },
    ]);
  });
});

describe('userUpdatePasswordRequestSchema', () => {
  it('accepts the old password or an SMS code', () => {
    expect(userUpdatePasswordRequestSchema.parse({ oldPassword: 'secret12', password: 'secret34' })).toEqual({
      oldPassword: 'secret12',
      password: 'secret34',
    });
    expect(userUpdatePasswordRequestSchema.parse({ code: '123456', password: 'secret34' })).toEqual({
      code: '123456',
      password: 'secret34',
    });
  });

  it('needs one of them, reported on both (a form shows the one it asks for)', () => {
    expect(fieldErrorsOf(userUpdatePasswordRequestSchema, { password: 'secret34' })).toEqual([
      { field: 'oldPassword', key: 'validation.required' },
      { field: 'code', key: 'validation.required' },
    ]);
  });

  it('applies the password rule to the new password', () => {
    expect(
      fieldErrorsOf(userUpdatePasswordRequestSchema, { oldPassword: 'secret12', password: '123456' }),
    ).toEqual([{ field: 'password', key: 'validation.password' }]);
  });
});

describe('userBindPhoneRequestSchema', () => {
  it('accepts phone, country code and SMS code', () => {
    const value = { phone: '13800000000', countryCode: '+86', code: '123456' };
    expect(userBindPhoneRequestSchema.parse(value)).toEqual(value);
  });

  it('requires the SMS code', () => {
    expect(fieldErrorsOf(userBindPhoneRequestSchema, { phone: '13800000000', countryCode: '+86' })).toEqual([
      { field: 'code', key: 'validation.required' },
    ]);
  });
});

describe('personSchema', () => {
  it('reads a cool-admin person and drops its password hash', () => {
    const person = personSchema.parse({
      id: '3',
      username: null,
      phone: '13800000000',
      countryCode: '+86',
      nickName: 'Alice',
      avatarUrl: null,
      gender: '0',
      status: 1,
      balance: '120.50',
      password: '$2a$10$hash',
      createTime: '2026-01-31 08:00:00',
      updateTime: '2026-01-31 08:00:00',
    });
    expect(person).toEqual({
      id: 3,
      username: null,
      phone: '13800000000',
      countryCode: '+86',
      nickName: 'Alice',
      avatarUrl: null,
      gender: 0,
      status: 1,
      balance: 120.5,
      createTime: '2026-01-31 08:00:00',
      updateTime: '2026-01-31 08:00:00',
    });
    expect(person).not.toHaveProperty('password');
  });

  it('rejects an unknown status', () => {
    expect(
      fieldErrorsOf(personSchema, { id: 1, status: 7, balance: 0, createTime: '2026-01-31T08:00:00Z' }),
    ).toEqual([{ field: 'status', key: 'validation.oneOf' }]);
  });
});

describe('tokenSetSchema', () => {
  it('reads lifetimes sent as strings', () => {
    expect(
      tokenSetSchema.parse({ token: 't', expire: '7200', refreshToken: 'r', refreshExpire: 1296000 }),
    ).toEqual({
      token: 't',
      expire: 7200,
      refreshToken: 'r',
      refreshExpire: 1296000,
    });
  });

  it('rejects a missing refresh token', () => {
    expect(fieldErrorsOf(tokenSetSchema, { token: 't', expire: 1, refreshExpire: 1 })[0]?.field).toBe(
      'refreshToken',
    );
  });
});
