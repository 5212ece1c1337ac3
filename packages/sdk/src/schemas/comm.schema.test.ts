import { describe, expect, it } from 'vitest';
import {
  cloudUploadSignatureSchema,
  commParamRequestSchema,
  commUploadRequestSchema,
  commUploadResponseSchema,
  epsSchema,
  PARAM_KEYS,
  uploadModeSchema,
} from './comm.schema';
import { fieldErrorsOf } from './field-errors';

describe('commParamRequestSchema', () => {
  it('accepts the seven allowed keys', () => {
    expect(PARAM_KEYS).toEqual([
      'currentSymbol',
      'systemLogo',
      'appName',
      'appLang',
      'repurchaseRate',
      'userAgreement',
      'privacyPolicy',
    ]);
    for (const key of PARAM_KEYS) {
      expect(commParamRequestSchema.parse({ key })).toEqual({ key });
    }
  });

  it('passes any other key on, for the server to refuse with 1001, and requires one', () => {
    expect(fieldErrorsOf(commParamRequestSchema, { key: 'jwtSecret' })).toEqual([]);
    expect(fieldErrorsOf(commParamRequestSchema, { key: ' ' })).toEqual([
      { field: 'key', key: 'validation.required' },
    ]);
    expect(fieldErrorsOf(commParamRequestSchema, {})).toEqual([{ field: 'key', key: 'validation.required' }]);
  });
});

describe('uploadModeSchema', () => {
  it('reads local and cloud modes', () => {
    expect(uploadModeSchema.parse({ mode: 'local', type: 'local' })).toEqual({
      mode: 'local',
      type: 'local',
    });
    expect(uploadModeSchema.parse({ mode: 'cloud', type: 'aws' })).toEqual({ mode: 'cloud', type: 'aws' });
    expect(uploadModeSchema.safeParse({ mode: 'cloud', type: 'azure' }).success).toBe(false);
  });
});

describe('cloudUploadSignatureSchema', () => {
  const aws = {
    type: 'aws',
    host: 'https://bucket.s3.amazonaws.com',
    publicUrl: 'https://cdn.example.com',
    fields: {
      key: 'app/20260131/abc_photo.png',
      policy: 'eyJ...',
      'x-amz-algorithm': 'AWS4-HMAC-SHA256',
      'x-amz-credential': 'AKIA/20260131/us-east-1/s3/aws4_request',
      'x-amz-date': '20260131T000000Z',
      'x-amz-signature': 'abcdef',
      'Content-Type': 'image/png',
    },
  };

  it('reads an S3 POST policy, keeping extra signed fields', () => {
    expect(cloudUploadSignatureSchema.parse(aws)).toEqual(aws);
  });

  it('refuses an S3 policy without its signature', () => {
    const { 'x-amz-signature': _signature, ...fields } = aws.fields;
    expect(fieldErrorsOf(cloudUploadSignatureSchema, { ...aws, fields })[0]?.field).toBe(
      'fields.x-amz-signature',
    );
  });

  it('reads the other providers and turns numeric fields into text', () => {
    const host = 'https://upload.example.com';
    expect(cloudUploadSignatureSchema.parse({ type: 'qiniu', host, fields: { token: 't' } }).type).toBe(
      'qiniu',
    );
    expect(
      cloudUploadSignatureSchema.parse({
        type: 'oss',
        host,
        fields: { policy: 'p', OSSAccessKeyId: 'id', signature: 's', success_action_status: 200 },
      }).fields.success_action_status,
    ).toBe('200');
    expect(
      cloudUploadSignatureSchema.parse({
        type: 'cos',
        host,
        fields: {
          policy: 'p',
          'q-sign-algorithm': 'sha1',
          'q-ak': 'ak',
          'q-key-time': '1;2',
          'q-signature': 's',
        },
      }).type,
    ).toBe('cos');
  });
});

describe('commUploadResponseSchema', () => {
  it('reads a local upload URL', () => {
    expect(commUploadResponseSchema.parse('https://shop.example.com/uploads/20260131/a.png')).toBe(
      'https://shop.example.com/uploads/20260131/a.png',
    );
  });

  it('keeps a cool-admin signature in the provider own field names', () => {
    const raw = { uploadUrl: 'https://up.qiniup.com', token: 't', publicDomain: 'https://cdn.example.com' };
    expect(commUploadResponseSchema.parse(raw)).toEqual(raw);
  });
});

describe('commUploadRequestSchema', () => {
  it('accepts a multipart form and a signature request', () => {
    const form = new FormData();
    expect(commUploadRequestSchema.parse(form)).toBe(form);
    expect(commUploadRequestSchema.parse({ key: 'app/20260131/a_b.png', fileName: 'b.png' })).toEqual({
      key: 'app/20260131/a_b.png',
      fileName: 'b.png',
    });
  });
});

describe('epsSchema', () => {
  it('reads a list of entities and cool-admin module map, keeping extra keys', () => {
    const entity = {
      prefix: '/app/order/info',
      api: [{ method: 'post', path: '/create', permission: 'order:info:create', dts: {} }],
    };
    expect(epsSchema.parse([entity])).toEqual([entity]);
    expect(epsSchema.parse({ order: [entity] })).toEqual({ order: [entity] });
  });
});
