import * as z from 'zod/mini';
import { looseTextSchema } from './text.schema';

/** WeChat JSAPI payment parameters (`wxMpPay`, `wxMiniPay`), passed on to `WeixinJSBridge` / `wx.requestPayment`. */
export const wxJsapiPayParamsSchema = /* @__PURE__ */ (() =>
  z.object({
    appId: z.optional(z.string()),
    timeStamp: looseTextSchema,
    nonceStr: z.string(),
    package: z.string(),
    signType: z.string(),
    paySign: z.string(),
  }))();
/** WeChat JSAPI payment parameters. */
export type WxJsapiPayParams = z.output<typeof wxJsapiPayParamsSchema>;

/** WeChat app payment parameters (`wxAppPay`), passed on to the app SDK. */
export const wxAppPayParamsSchema = /* @__PURE__ */ (() =>
  z.object({
    appid: z.string(),
    partnerid: z.string(),
    prepayid: z.string(),
    package: z.string(),
    noncestr: z.string(),
    timestamp: looseTextSchema,
    sign: z.string(),
  }))();
/** WeChat app payment parameters. */
export type WxAppPayParams = z.output<typeof wxAppPayParamsSchema>;

/**
 * `POST app/order/pay/wxNotify`: WeChat's payment notification. Every key is kept, because the
 * server verifies WeChat's signature over the whole body.
 */
export const orderWxNotifyRequestSchema = /* @__PURE__ */ (() => z.looseObject({}))();
/** WeChat's payment notification. */
export type OrderWxNotifyRequest = z.input<typeof orderWxNotifyRequestSchema>;
