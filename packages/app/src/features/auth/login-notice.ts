import { REDIRECT_PARAM } from '../../router/access';
import { LOGIN_PATH } from '../../router/routes';

/** The query parameter of the login page that names why the shopper was signed out. */
export const LOGIN_NOTICE_PARAM = 'notice';

/** Why a shopper lands on login after signing out on purpose, and the message the page shows. */
export const LOGIN_NOTICES = {
  passwordChanged: 'login.noticePasswordChanged',
  phoneBound: 'login.noticePhoneBound',
  accountClosed: 'login.noticeAccountClosed',
} as const;
export type LoginNotice = keyof typeof LOGIN_NOTICES;

/** The login page with the page to return to and, when given, the notice to show. */
export function loginPathFor(redirect: string, notice?: LoginNotice): string {
  const params = new URLSearchParams(notice ? { [LOGIN_NOTICE_PARAM]: notice } : {});
  params.set(REDIRECT_PARAM, redirect);
  return `${LOGIN_PATH}?${params.toString()}`;
}

/** The message key of a notice parameter, or `undefined` for none or an unknown one. */
export function loginNoticeKey(value: string | null): string | undefined {
  return value && Object.hasOwn(LOGIN_NOTICES, value) ? LOGIN_NOTICES[value as LoginNotice] : undefined;
}
