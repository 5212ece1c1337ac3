import { AppError } from '../../http/app-error';
import type { CallHandlers } from '../../http/call-handler';
import {
  passwordLogin,
  phoneLogin,
  register,
  requestCaptcha,
  requestSmsCode,
} from '../../services/login.service';
import { clientAddress } from '../../services/rate-limit.service';
import { refreshTokens, signOut } from '../../services/token.service';

const notEnabled = () => {
  throw new AppError('error.loginMethodNotEnabled');
};

/** Login, registration, captcha, SMS and refresh (contract §4); signing one session out (beyond it). */
export const authHandlers: CallHandlers = {
  'app/user/login/password': (call) => passwordLogin(call.server, call.input, clientAddress(call)),
  'app/user/login/register': ({ input, server }) => register(server, input),
  'app/user/login/phone': ({ input, server }) => phoneLogin(server, input),
  'app/user/login/captcha': (call) => requestCaptcha(call.server, call.input, clientAddress(call)),
  'app/user/login/smsCode': (call) => requestSmsCode(call.server, call.input, clientAddress(call)),
  'app/user/login/refreshToken': ({ input, server }) => refreshTokens(server, input.refreshToken),
  'app/user/login/signOut': ({ input, server }) => signOut(server, input.refreshToken),
  'app/user/login/mp': notEnabled,
  'app/user/login/mini': notEnabled,
  'app/user/login/miniPhone': notEnabled,
  'app/user/login/wxApp': notEnabled,
  'app/user/login/uniPhone': notEnabled,
};
