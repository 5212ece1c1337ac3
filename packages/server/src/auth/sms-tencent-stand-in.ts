import { createHash, createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in for Tencent Cloud SMS (`SendSms`, version 2021-01-11), for tests. It checks each
 * request as the API documents it, with code of its own (it shares nothing with the sender it
 * tests): the `X-TC-*` headers, a timestamp within 5 minutes, the TC3-HMAC-SHA256 signature
 * recomputed from the secret over the headers it names, the SdkAppId, sign name, template and its
 * one parameter (the code); and answers as the service does — HTTP 200 with `Response.Error` for a
 * refused call, or a `SendStatusSet` whose entry has `Code: "Ok"` or the number's error code.
 */
export interface TencentSmsStandIn {
  url: string;
  /** The messages it accepted, in order. */
  sent: { phoneNumber: string; signName: string; templateId: string; templateParamSet: string[] }[];
  /** The codes it answered other than `Ok`, in order. */
  refused: string[];
  /** The next request for `phoneNumber` (E.164) is answered with this code in its send status. */
  refuseNext(phoneNumber: string, code: string): void;
  close(): Promise<void>;
}

export interface TencentSmsStandInOptions {
  secretId: string;
  secretKey: string;
  sdkAppId: string;
  signName: string;
  templateId: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export async function startTencentSmsStandIn(options: TencentSmsStandInOptions): Promise<TencentSmsStandIn> {
  const sent: TencentSmsStandIn['sent'] = [];
  const refused: string[] = [];
  const scripted = new Map<string, string>();

  const reply = (response: ServerResponse, body: Record<string, unknown>) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ Response: { ...body, RequestId: randomUUID() } }));
  };
  const error = (response: ServerResponse, code: string, message: string) => {
    refused.push(code);
    reply(response, { Error: { Code: code, Message: message } });
  };

  const handle = (request: IncomingMessage, response: ServerResponse, payload: string) => {
    const header = (name: string) => {
      const value = request.headers[name];
      return typeof value === 'string' ? value : '';
    };
    if (request.method !== 'POST' || request.url !== '/') {
      return error(response, 'UnsupportedProtocol', 'Only POST / with a JSON body is served here.');
    }
    if (header('x-tc-action') !== 'SendSms') {
      return error(response, 'InvalidAction', 'The action is not SendSms.');
    }
    if (header('x-tc-version') !== '2021-01-11') {
      return error(response, 'NoSuchVersion', 'The API version is not 2021-01-11.');
    }
    if (!header('x-tc-region')) {
      return error(response, 'MissingParameter', 'The request is missing X-TC-Region.');
    }
    const timestamp = Number(header('x-tc-timestamp'));
    if (!Number.isInteger(timestamp)) {
      return error(response, 'MissingParameter', 'The request is missing a valid X-TC-Timestamp.');
    }
    if (Math.abs(timestamp * 1000 - Date.now()) > 5 * 60_000) {
      return error(response, 'AuthFailure.SignatureExpire', 'The signature has expired.');
    }
    const authorization =
      /^TC3-HMAC-SHA256 Credential=([^/]+)\/(\d{4}-\d\d-\d\d)\/sms\/tc3_request, SignedHeaders=([a-z0-9;-]+), Signature=([0-9a-f]{64})$/.exec(
        header('authorization'),
      );
    if (!authorization) {
      return error(response, 'AuthFailure.InvalidAuthorization', 'Authorization is not TC3-HMAC-SHA256.');
    }
    const [, secretId, date, signedHeaders, signature] = authorization as unknown as [
      string,
      string,
      string,
      string,
      string,
    ];
    if (secretId !== options.secretId) {
      return error(response, 'AuthFailure.SecretIdNotFound', 'The SecretId is not found.');
    }
    if (date !== new Date(timestamp * 1000).toISOString().slice(0, 10)) {
      return error(
        response,
        'AuthFailure.SignatureFailure',
        'The credential date is not the timestamp date.',
      );
    }
    const names = signedHeaders.split(';');
    if (
      !names.includes('content-type') ||
      !names.includes('host') ||
      [...names].sort().join(';') !== signedHeaders
    ) {
      return error(
        response,
        'AuthFailure.SignatureFailure',
        'SignedHeaders must include content-type and host, sorted.',
      );
    }
    const canonicalHeaders = names.map((name) => `${name}:${header(name).trim().toLowerCase()}\n`).join('');
    const canonicalRequest = ['POST', '/', '', canonicalHeaders, signedHeaders, sha256(payload)].join('\n');
    const scope = `${date}/sms/tc3_request`;
    const stringToSign = ['TC3-HMAC-SHA256', String(timestamp), scope, sha256(canonicalRequest)].join('\n');
    const secretDate = createHmac('sha256', `TC3${options.secretKey}`).update(date).digest();
    const secretService = createHmac('sha256', secretDate).update('sms').digest();
    const secretSigning = createHmac('sha256', secretService).update('tc3_request').digest();
    if (createHmac('sha256', secretSigning).update(stringToSign).digest('hex') !== signature) {
      return error(
        response,
        'AuthFailure.SignatureFailure',
        'The provided credentials could not be validated.',
      );
    }
    if (!/^application\/json\b/.test(header('content-type'))) {
      return error(response, 'InvalidParameter', 'The body must be JSON.');
    }
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(payload);
    } catch {
      return error(response, 'InvalidParameter', 'The body is not JSON.');
    }
    const numbers = body.PhoneNumberSet;
    const params = body.TemplateParamSet;
    for (const name of ['PhoneNumberSet', 'SmsSdkAppId', 'TemplateId']) {
      if (body[name] === undefined) {
        return error(response, 'MissingParameter', `The request is missing ${name}.`);
      }
    }
    if (body.SmsSdkAppId !== options.sdkAppId) {
      return error(response, 'FailedOperation.SmsSdkAppIdVerifyFail', 'The SdkAppId is not the account’s.');
    }
    if (body.SignName !== options.signName) {
      return error(
        response,
        'FailedOperation.SignatureIncorrectOrUnapproved',
        'The signature is incorrect or unapproved.',
      );
    }
    if (body.TemplateId !== options.templateId) {
      return error(
        response,
        'FailedOperation.TemplateIncorrectOrUnapproved',
        'The template is incorrect or unapproved.',
      );
    }
    if (
      !Array.isArray(params) ||
      params.length !== 1 ||
      typeof params[0] !== 'string' ||
      !/^\d{4,6}$/.test(params[0])
    ) {
      return error(
        response,
        'FailedOperation.TemplateParamSetNotMatchApprovedTemplate',
        'The parameters do not match the template.',
      );
    }
    if (!Array.isArray(numbers) || numbers.length !== 1 || typeof numbers[0] !== 'string') {
      return error(
        response,
        'InvalidParameterValue.IncorrectPhoneNumber',
        'PhoneNumberSet must hold one number.',
      );
    }
    const phoneNumber = numbers[0];
    const status = (code: string, message: string) => {
      if (code !== 'Ok') {
        refused.push(code);
      }
      reply(response, {
        SendStatusSet: [
          {
            SerialNo: randomUUID(),
            PhoneNumber: phoneNumber,
            Fee: 1,
            SessionContext: '',
            Code: code,
            Message: message,
            IsoCode: 'CN',
          },
        ],
      });
    };
    const scriptedCode = scripted.get(phoneNumber);
    if (scriptedCode) {
      scripted.delete(phoneNumber);
      return status(scriptedCode, scriptedCode);
    }
    if (!/^\+\d{6,17}$/.test(phoneNumber)) {
      return status('InvalidParameterValue.IncorrectPhoneNumber', 'incorrect number');
    }
    sent.push({
      phoneNumber,
      signName: options.signName,
      templateId: options.templateId,
      templateParamSet: params,
    });
    return status('Ok', 'send success');
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
    refuseNext(phoneNumber, code) {
      scripted.set(phoneNumber, code);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((closeError) => (closeError ? reject(closeError) : resolve()));
      }),
  };
}
