import { describe, expect, it } from 'vitest';
import { csMessageSchema, csMsgReadRequestSchema, csSendPayloadSchema, csSessionSchema } from './chat.schema';
import { fieldErrorsOf } from './field-errors';

describe('csSendPayloadSchema', () => {
  it.each([
    { type: 'text', data: 'Where is my order?' },
    { type: 'image', data: 'https://cdn.example.com/a.png' },
    { type: 'goods', data: { goodsId: 12, title: 'Green tea', pic: null, price: 19.9 } },
    { type: 'order', data: { orderId: 3, orderNum: '202601310001', payPrice: 49.97, status: 1 } },
  ])('accepts $type content', (content) => {
    expect(csSendPayloadSchema.parse({ sessionId: 1, content })).toEqual({ sessionId: 1, content });
  });

  it('refuses blank text', () => {
    expect(
      fieldErrorsOf(csSendPayloadSchema, { sessionId: 1, content: { type: 'text', data: ' ' } }),
    ).toEqual([{ field: 'content.data', key: 'validation.required' }]);
  });

  it('refuses an unknown content type', () => {
    expect(
      fieldErrorsOf(csSendPayloadSchema, { sessionId: 1, content: { type: 'video', data: 'x' } }),
    ).toEqual([{ field: 'content.type', key: 'validation.oneOf' }]);
  });
});

describe('csMessageSchema', () => {
  const message = { id: 10, sessionId: 1, type: 1, status: 0, createTime: '2026-01-31 08:00:00' };

  it('reads content sent as JSON text (cool-admin)', () => {
    expect(csMessageSchema.parse({ ...message, content: '{"type":"text","data":"Hello"}' }).content).toEqual({
      type: 'text',
      data: 'Hello',
    });
  });

  it('reads plain text content as a text message', () => {
    expect(csMessageSchema.parse({ ...message, content: 'Hello' }).content).toEqual({
      type: 'text',
      data: 'Hello',
    });
  });

  it('refuses a sender type other than 0 or 1', () => {
    expect(
      fieldErrorsOf(csMessageSchema, { ...message, type: 2, content: { type: 'text', data: 'Hi' } }),
    ).toEqual([{ field: 'type', key: 'validation.oneOf' }]);
  });
});

describe('csSessionSchema and csMsgReadRequestSchema', () => {
  it('reads a session without a last message, unread count defaulting to 0', () => {
    expect(csSessionSchema.parse({ id: 1, lastMsg: null })).toEqual({ id: 1, lastMsg: null, unreadCount: 0 });
  });

  it('needs at least one message id to mark read', () => {
    expect(csMsgReadRequestSchema.parse({ msgIds: ['10', 11] })).toEqual({ msgIds: [10, 11] });
    expect(fieldErrorsOf(csMsgReadRequestSchema, { msgIds: [] })[0]?.key).toBe('validation.required');
  });
});
