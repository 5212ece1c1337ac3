/** Complaint statuses (contract §11). */
export const COMPLAINT_STATUS = {
  verifying: 0,
  accepted: 1,
  processed: 2,
} as const;

/** A complaint status code (0–2). */
export type ComplaintStatus = (typeof COMPLAINT_STATUS)[keyof typeof COMPLAINT_STATUS];
