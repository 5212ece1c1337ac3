import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';

/** Query keys and fetchers of the login pages. */
export const authQueries = {
  /** A picture code, fetched fresh each time (never cached: a captcha is single use). */
  captcha: (scope: string) =>
    queryOptions({
      queryKey: ['captcha', scope],
      queryFn: () => mallClient().user.login.captcha({ width: 120, height: 44 }),
      staleTime: 0,
      gcTime: 0,
    }),
};

type LoginCalls = ReturnType<typeof mallClient>['user']['login'];

/** What an SMS code is for: a code works only for its own purpose (`login` also registers by phone). */
export type SmsCodePurpose = NonNullable<Parameters<LoginCalls['smsCode']>[0]['purpose']>;

/** The sign-in writes; each one that succeeds leaves a session, then `useSignedIn` takes over. */
export const authMutations = {
  password: () =>
    mutationOptions({
      mutationFn: (body: Parameters<LoginCalls['password']>[0]) => mallClient().user.login.password(body),
    }),
  register: () =>
    mutationOptions({
      mutationFn: (body: Parameters<LoginCalls['register']>[0]) => mallClient().user.login.register(body),
    }),
  /** Sends an SMS code to a number, after the picture code. */
  smsCode: () =>
    mutationOptions({
      mutationFn: (body: Parameters<LoginCalls['smsCode']>[0]) => mallClient().user.login.smsCode(body),
    }),
  phone: () =>
    mutationOptions({
      mutationFn: (body: Parameters<LoginCalls['phone']>[0]) => mallClient().user.login.phone(body),
    }),
};
