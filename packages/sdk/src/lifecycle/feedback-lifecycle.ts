/** Feedback statuses (contract §11). */
export const FEEDBACK_STATUS = {
  pending: 0,
  resolved: 1,
} as const;

/** A feedback status code (0–1). */
export type FeedbackStatus = (typeof FEEDBACK_STATUS)[keyof typeof FEEDBACK_STATUS];
