import { type FieldError, fieldErrorsOf } from '../schemas/field-errors';
import {
  type LoginPasswordRequest,
  type LoginPhoneRequest,
  type LoginRegisterRequest,
  loginPasswordRequestSchema,
  loginPhoneRequestSchema,
  loginRegisterRequestSchema,
} from '../schemas/user.schema';

/** The registration form: the agreement checkbox may still be unticked (the machine refuses it then). */
export type RegisterForm = Omit<LoginRegisterRequest, 'agree'> & { agree: boolean };

/** One way of signing in, with the form the shopper filled in. */
export type SignInRequest =
  | { method: 'password'; body: LoginPasswordRequest }
  | { method: 'sms'; body: LoginPhoneRequest }
  | { method: 'register'; body: RegisterForm };

/** Why a sign-in form cannot be sent, by the schemas the server validates with; `[]` when it can. */
export function signInErrors(request: SignInRequest): FieldError[] {
  switch (request.method) {
    case 'password':
      return fieldErrorsOf(loginPasswordRequestSchema, request.body);
    case 'sms':
      return fieldErrorsOf(loginPhoneRequestSchema, request.body);
    case 'register':
      return fieldErrorsOf(loginRegisterRequestSchema, request.body);
    default:
      return request satisfies never;
  }
}
