// What the submission machines check a form with, loaded with `import()` on the first submit so
// that an app importing one of them does not load zod and the schemas with it. Only what they use
// is exported: every export of a module loaded this way stays in the app's bundle.

export { complaintSubmitRequestSchema } from '../schemas/complaint.schema';
export { feedbackSubmitRequestSchema } from '../schemas/feedback.schema';
export { fieldErrorsOf } from '../schemas/field-errors';
