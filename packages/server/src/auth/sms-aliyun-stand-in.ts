import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Alibaba Cloud SMS (`dysmsapi`, `SendSms`, version 2017-05-25), for tests. It
 * checks each request as the RPC API documents it, with code of its own (it shares nothing with
 * the sender it tests): the common parameters, a fresh `SignatureNonce`, a `Timestamp` within 15
 * minutes, the HMAC-SHA1 signature recomputed from the secret, the sign name, the template and
 * its `TemplateParam` JSON; and answers as the service does — `{"Code":"OK",...}`, an `isv.*`
 * code with HTTP 200, or a common error with its HTTP status.
 */
export interface AliyunSmsStandIn {
  /** Where to point the sender (`SMS_ENDPOINT`). */
  url: string;
  /** The messages it accepted, in order. */
  sent: {
    phoneNumbers: string;
    signName: string;
    templateCode: string;
    templateParam: Record<string, unknown>;
  }[];
  /** The codes it answered other than `OK`, in order. */
  refused: string[];
  /** The next request for `phoneNumbers` is answered with this provider code (e.g. `isv.BUSINESS_LIMIT_CONTROL`). */
  refuseNext(phoneNumbers: string, code: string): void;
  close(): Promise<void>;
}

export interface AliyunSmsStandInOptions {
  accessKeyId: string;
  accessKeySecret: string;
  signName: string;
  templateCode: string;
  /** The template's one variable; `code` by default. */
  templateParamName?: string;
}

const UNRESERVED = /[A-Za-z0-9\-_.~]/;

/** Percent-encoding of the signature documentation, byte by byte over UTF-8. */
function encode(value: string): string {
  let out = '';
  for (const character of value) {
    if (UNRESERVED.test(character)) {
      out += character;
    } else {
      for (const byte of Buffer.from(character, 'utf8')) {
        out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
      }
    }
  }
  return out;
}

/** `application/x-www-form-urlencoded` (or a query string) into its parameters, in order. */
function parseForm(text: string): Map<string, string> {
  const params = new Map<string, string>();
  for (const pair of text.split('&')) {
    if (pair === '') {
      continue;
    }
    const at = pair.indexOf('=');
    const name = at < 0 ? pair : pair.slice(0, at);
    const value = at < 0 ? '' : pair.slice(at + 1);
    params.set(decodeURIComponent(name.replace(/\+/g, ' ')), decodeURIComponent(value.replace(/\+/g, ' ')));
  }
  return params;
}

const COMMON = [
  'AccessKeyId',
  'Action',
  'Format',
  'SignatureMethod',
  'SignatureNonce',
  'SignatureVersion',
  'Timestamp',
  'Version',
  'Signature',
] as const;
const REQUIRED = ['PhoneNumbers', 'SignName', 'TemplateCode'] as const;

export async function startAliyunSmsStandIn(options: AliyunSmsStandInOptions): Promise<AliyunSmsStandIn> {
  const sent: AliyunSmsStandIn['sent'] = [];
  const refused: string[] = [];
  const scripted = new Map<string, string>();
  const nonces = new Set<string>();
  const variable = options.templateParamName ?? 'code';

  const answer = (response: ServerResponse, status: number, code: string, message: string, extra = {}) => {
    if (code !== 'OK') {
      refused.push(code);
    }
    response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
    response.end(
      JSON.stringify({ RequestId: randomUUID().toUpperCase(), Code: code, Message: message, ...extra }),
    );
  };

  const handle = (request: IncomingMessage, response: ServerResponse, body: string) => {
    const method = request.method ?? '';
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (url.pathname !== '/' || (method !== 'POST' && method !== 'GET')) {
      return answer(response, 404, 'InvalidAction.NotFound', 'Specified api is not found');
    }
    if (
      method === 'POST' &&
      !/^application\/x-www-form-urlencoded\b/.test(request.headers['content-type'] ?? '')
    ) {
      return answer(
        response,
        400,
        'InvalidParameter',
        'Content-Type must be application/x-www-form-urlencoded',
      );
    }
    let params: Map<string, string>;
    try {
      params = parseForm(method === 'POST' ? body : url.search.slice(1));
    } catch {
      return answer(response, 400, 'InvalidParameter', 'The request is not well encoded.');
    }
    for (const name of [...COMMON, ...REQUIRED]) {
      if (!params.get(name)) {
        return answer(response, 400, `Missing${name}`, `${name} is mandatory for this action.`);
      }
    }
    const get = (name: string) => params.get(name) as string;
    if (get('Format') !== 'JSON') {
      return answer(response, 400, 'InvalidParameter', 'Format must be JSON');
    }
    if (get('SignatureMethod') !== 'HMAC-SHA1') {
      return answer(response, 400, 'InvalidSignatureMethod', 'Specified signature method is not supported.');
    }
    if (get('SignatureVersion') !== '1.0') {
      return answer(
        response,
        400,
        'UnsupportedSignatureVersion',
        'Specified signature version is not supported.',
      );
    }
    if (get('Version') !== '2017-05-25') {
      return answer(response, 400, 'InvalidVersion', 'Specified version is invalid.');
    }
    if (get('Action') !== 'SendSms') {
      return answer(response, 404, 'InvalidAction.NotFound', 'Specified api is not found');
    }
    if (get('AccessKeyId') !== options.accessKeyId) {
      return answer(response, 404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    }
    const timestamp = get('Timestamp');
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(timestamp)) {
      return answer(
        response,
        400,
        'InvalidTimeStamp.Format',
        'Specified time stamp or date value is not well formatted.',
      );
    }
    if (Math.abs(Date.parse(timestamp) - Date.now()) > 15 * 60_000) {
      return answer(
        response,
        400,
        'InvalidTimeStamp.Expired',
        'Specified time stamp or date value is expired.',
      );
    }
    const names = [...params.keys()].filter((name) => name !== 'Signature').sort();
    const canonical = names.map((name) => `${encode(name)}=${encode(get(name))}`).join('&');
    const stringToSign = `${method}&${encode('/')}&${encode(canonical)}`;
    const expected = createHmac('sha1', `${options.accessKeySecret}&`).update(stringToSign).digest('base64');
    if (get('Signature') !== expected) {
      return answer(
        response,
        400,
        'SignatureDoesNotMatch',
        `Specified signature is not matched with our calculation. server string to sign is:${stringToSign}`,
      );
    }
    if (nonces.has(get('SignatureNonce'))) {
      return answer(response, 400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    }
    nonces.add(get('SignatureNonce'));
    if (get('SignName') !== options.signName) {
      return answer(response, 200, 'isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名');
    }
    if (get('TemplateCode') !== options.templateCode) {
      return answer(response, 200, 'isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
    }
    let templateParam: Record<string, unknown>;
    try {
      templateParam = JSON.parse(params.get('TemplateParam') ?? '');
    } catch {
      return answer(response, 200, 'isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
    }
    if (
      typeof templateParam !== 'object' ||
      templateParam === null ||
      Object.keys(templateParam).join() !== variable ||
      typeof templateParam[variable] !== 'string' ||
      !/^\d{4,6}$/.test(templateParam[variable] as string)
    ) {
      return answer(response, 200, 'isv.TEMPLATE_MISSING_PARAMETERS', '模板变量缺少对应参数值');
    }
    const phoneNumbers = get('PhoneNumbers');
    const refusal = scripted.get(phoneNumbers);
    if (refusal) {
      scripted.delete(phoneNumbers);
      return answer(response, 200, refusal, refusal);
    }
    if (!/^\d{5,20}$/.test(phoneNumbers)) {
      return answer(response, 200, 'isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    }
    sent.push({ phoneNumbers, signName: get('SignName'), templateCode: get('TemplateCode'), templateParam });
    return answer(response, 200, 'OK', 'OK', { BizId: `${Date.now()}^0` });
  };

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => handle(request, response, Buffer.concat(chunks).toString('utf8')));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    sent,
    refused,
    refuseNext(phoneNumbers, code) {
      scripted.set(phoneNumbers, code);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
