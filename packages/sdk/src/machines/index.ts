export { toApiError } from './api-failure';
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
