export { toApiError } from './api-failure';
export type {
  CheckoutLine,
  CheckoutMachineClient,
  CheckoutMachineContext,
  CheckoutMachineEvent,
  CheckoutMachineInput,
  CheckoutOptions,
  CheckoutOutput,
  CheckoutSummary,
  PricedLine,
} from './checkout.machine';
export {
  checkoutErrors,
  checkoutMachine,
  couponRuleOf,
  couponUsable,
  priceCheckoutLines,
} from './checkout.machine';
export type {
  ComplaintMachineClient,
  ComplaintMachineContext,
  ComplaintMachineEvent,
  ComplaintMachineInput,
} from './complaint.machine';
export { complaintMachine } from './complaint.machine';
export type {
  FeedbackMachineClient,
  FeedbackMachineContext,
  FeedbackMachineEvent,
  FeedbackMachineInput,
} from './feedback.machine';
export { feedbackMachine } from './feedback.machine';
export type {
  OrderAction,
  OrderActionInput,
  OrderMachineClient,
  OrderMachineContext,
  OrderMachineEvent,
  OrderMachineInput,
  OrderStateValue,
  RepurchaseQuote,
} from './order.machine';
export {
  ORDER_ACTION_TYPES,
  ORDER_STATE_VALUES,
  orderActionErrors,
  orderLifecycleOf,
  orderMachine,
  orderStateOf,
  SHOPPER_ORDER_EVENTS,
} from './order.machine';
export type {
  RegisterForm,
  SessionEndReason,
  SessionLoggedOutEvent,
  SessionMachineClient,
  SessionMachineContext,
  SessionMachineEvent,
  SessionMachineInput,
  SessionSnapshotData,
  SignInRequest,
} from './session.machine';
export { sessionMachine, signInErrors } from './session.machine';
export type { StatusRoute } from './status-routes';
export { statusRoutes } from './status-routes';
export { toMermaid } from './to-mermaid';
export type {
  QueuedFile,
  QueuedFileStatus,
  UploadQueueClient,
  UploadQueueContext,
  UploadQueueEvent,
  UploadQueueInput,
} from './upload-queue.machine';
export { uploadedUrls, uploadQueueMachine, uploadsSettled } from './upload-queue.machine';
export type {
  WithdrawalMachineClient,
  WithdrawalMachineContext,
  WithdrawalMachineEvent,
  WithdrawalMachineInput,
  WithdrawalOptions,
} from './withdrawal.machine';
export { withdrawalErrors, withdrawalMachine } from './withdrawal.machine';
