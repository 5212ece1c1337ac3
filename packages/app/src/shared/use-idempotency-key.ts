import { newIdempotencyKey } from '@mall/sdk';
import { useRef } from 'react';

/** The Idempotency-Key of one submission of a form. */
export interface SubmissionKey {
  /** The key to send: the same on every retry of this submission. */
  current: () => string;
  /** After a success: the next submission is a new one. */
  renew: () => void;
}

/**
 * One Idempotency-Key per submission of a form that moves money or stock (refund, repurchase,
 * review, withdrawal, recharge): made when the form opens, sent again on every retry — a retry after
 * a lost answer then gets the first answer instead of doing the work twice — and replaced only after
 * a success.
 */
export function useIdempotencyKey(): SubmissionKey {
  const key = useRef<string | null>(null);
  key.current ??= newIdempotencyKey();
  return {
    current: () => {
      key.current ??= newIdempotencyKey();
      return key.current;
    },
    renew: () => {
      key.current = newIdempotencyKey();
    },
  };
}
