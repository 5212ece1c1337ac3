import { describe, expect, it } from 'vitest';
import { complaintSchema, complaintSubmitRequestSchema } from './complaint.schema';
import { fieldErrorsOf } from './field-errors';

const photo = 'https://cdn.example.com/proof.png';

describe('complaintSubmitRequestSchema', () => {
  it('accepts type, content and pictures, dropping a contact it does not know', () => {
    expect(
      complaintSubmitRequestSchema.parse({
        type: 2,
        content: 'Wrong item delivered',
        images: [photo],
        contact: 'x',
      }),
    ).toEqual({
      type: 2,
      content: 'Wrong item delivered',
      images: [photo],
    });
  });

  it('refuses 7 pictures with validation.photosMax', () => {
    expect(
      fieldErrorsOf(complaintSubmitRequestSchema, {
        type: 2,
        content: 'Wrong',
        images: Array(7).fill(photo),
      }),
    ).toEqual([{ field: 'images', key: 'validation.photosMax', params: { max: 6 } }]);
  });

  it('requires content and refuses more than 1000 characters', () => {
    expect(fieldErrorsOf(complaintSubmitRequestSchema, { type: 2, content: '' })).toEqual([
      { field: 'content', key: 'validation.required' },
    ]);
    expect(fieldErrorsOf(complaintSubmitRequestSchema, { type: 2, content: 'x'.repeat(1001) })).toEqual([
      { field: 'content', key: 'validation.contentLength', params: { min: 1, max: 1000 } },
    ]);
  });
});

describe('complaintSchema', () => {
  it('reads a processed complaint with its result', () => {
    const complaint = complaintSchema.parse({
      id: 1,
      type: 2,
      content: 'Wrong',
      images: [photo],
      status: '2',
      result: 'Refunded',
      createTime: '2026-01-31T08:00:00+08:00',
    });
    expect(complaint.status).toBe(2);
    expect(complaint.result).toBe('Refunded');
  });

  it('refuses complaint status 3', () => {
    expect(
      fieldErrorsOf(complaintSchema, {
        id: 1,
        type: 2,
        content: 'Wrong',
        status: 3,
        createTime: '2026-01-31 08:00:00',
      }),
    ).toEqual([{ field: 'status', key: 'validation.oneOf' }]);
  });
});
