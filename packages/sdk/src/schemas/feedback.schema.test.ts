import { describe, expect, it } from 'vitest';
import { feedbackSchema, feedbackSubmitRequestSchema } from './feedback.schema';
import { fieldErrorsOf } from './field-errors';

const photo = 'https://cdn.example.com/screen.png';

describe('feedbackSubmitRequestSchema', () => {
  it('accepts type, content, up to 6 screenshots and a contact', () => {
    const value = {
      type: 1,
      content: 'The search is slow',
      images: Array(6).fill(photo),
      contact: 'wx: alice',
    };
    expect(feedbackSubmitRequestSchema.parse(value)).toEqual(value);
  });

  it('refuses 7 screenshots with validation.photosMax', () => {
    expect(
      fieldErrorsOf(feedbackSubmitRequestSchema, { type: 1, content: 'Slow', images: Array(7).fill(photo) }),
    ).toEqual([{ field: 'images', key: 'validation.photosMax', params: { max: 6 } }]);
  });

  it('requires content (1–1000 characters)', () => {
    expect(feedbackSubmitRequestSchema.parse({ type: 1, content: 'x'.repeat(1000) }).content).toHaveLength(
      1000,
    );
    expect(fieldErrorsOf(feedbackSubmitRequestSchema, { type: 1, content: '  ' })).toEqual([
      { field: 'content', key: 'validation.required' },
    ]);
    expect(fieldErrorsOf(feedbackSubmitRequestSchema, { type: 1, content: 'x'.repeat(1001) })).toEqual([
      { field: 'content', key: 'validation.contentLength', params: { min: 1, max: 1000 } },
    ]);
  });

  it('requires the feedback type', () => {
    expect(fieldErrorsOf(feedbackSubmitRequestSchema, { content: 'Slow' })).toEqual([
      { field: 'type', key: 'validation.required' },
    ]);
  });
});

describe('feedbackSchema', () => {
  it('reads a resolved feedback with the operator remark', () => {
    expect(
      feedbackSchema.parse({
        id: 2,
        type: '1',
        content: 'Slow',
        images: null,
        contact: null,
        status: 1,
        remark: 'Fixed',
        createTime: '2026-01-31 08:00:00',
      }),
    ).toEqual({
      id: 2,
      type: 1,
      content: 'Slow',
      images: [],
      contact: null,
      status: 1,
      remark: 'Fixed',
      createTime: '2026-01-31 08:00:00',
    });
  });

  it('refuses feedback status 2', () => {
    expect(
      fieldErrorsOf(feedbackSchema, {
        id: 2,
        type: 1,
        content: 'Slow',
        status: 2,
        createTime: '2026-01-31 08:00:00',
      }),
    ).toEqual([{ field: 'status', key: 'validation.oneOf' }]);
  });
});
