export type {
  CheckoutMachineClient,
  CheckoutMachineContext,
  CheckoutMachineEvent,
  CheckoutMachineInput,
  CheckoutOptions,
  CheckoutOutput,
} from './checkout.machine';
export { checkoutMachine } from './checkout.machine';
export type { CheckoutLine, CheckoutSummary, PricedLine } from './checkout-pricing';
export { couponRuleOf, couponUsable, priceCheckoutLines } from './checkout-pricing';
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
  OrderActionInput,
  OrderMachineClient,
  OrderMachineContext,
  OrderMachineEvent,
  OrderMachineInput,
  RepurchaseQuote,
} from './order.machine';
export { orderMachine } from './order.machine';
export type { OrderAction } from './order-actions';
export { ORDER_ACTION_TYPES } from './order-actions';
export type { OrderStateValue } from './order-states';
export { ORDER_STATE_VALUES, orderLifecycleOf, orderStateOf, SHOPPER_ORDER_EVENTS } from './order-states';
export type {
  SessionEndReason,
  SessionLoggedOutEvent,
  SessionMachineContext,
  SessionMachineEvent,
  SessionMachineInput,
} from './session.machine';
export { sessionMachine } from './session.machine';
export type { SessionMachineClient, SessionSnapshotData } from './session-actors';
export type { RegisterForm, SignInRequest } from './session-sign-in';
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
export { withdrawalMachine } from './withdrawal.machine';
