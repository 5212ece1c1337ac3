import type { Caller, CallOptions } from '../client/call';
import type { RequestOf, ResponseOf } from './api-types';
import { bindCalls } from './bind-calls';

/** Login, profile, bank cards and addresses (contract §4, §5, §10). */
export interface UserResource {
  readonly login: {
    /**
     * Signs in with phone (or username) and password; the tokens are stored. `app/user/login/password`
     * @example
     * await client.user.login.password({ phone: 'demo', password: 'demo1234' });
     */
    password(
      body: RequestOf<'app/user/login/password'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/login/password'>>;
    /**
     * Registers with a username, or a phone and SMS code, after the captcha; signs in at once. `app/user/login/register`
     * @example
     * await client.user.login.register({ username: 'alice', password: 'secret12', captchaId, captchaCode: '4821', agree: true });
     */
    register(
      body: RequestOf<'app/user/login/register'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/login/register'>>;
    /**
     * Signs in (or registers) with a phone and SMS code. `app/user/login/phone`
     * @example
     * await client.user.login.phone({ phone: '13800000000', countryCode: '+86', smsCode: '123456' });
     */
    phone(
      body: RequestOf<'app/user/login/phone'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/login/phone'>>;
    /**
     * A captcha image as a data URI with its id. `app/user/login/captcha`
     * @example
     * const { captchaId, data } = await client.user.login.captcha({ width: 150, height: 50 });
     */
    captcha(
      body?: RequestOf<'app/user/login/captcha'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/login/captcha'>>;
    /**
     * Sends an SMS code to a phone after the captcha is answered. `app/user/login/smsCode`
     * @example
     * await client.user.login.smsCode({ phone: '13800000000', countryCode: '+86', captchaId, code: '4821' });
     */
    smsCode(
      body: RequestOf<'app/user/login/smsCode'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/login/smsCode'>>;
    /**
     * Exchanges a refresh token for new tokens. The client refreshes by itself; call this only to manage tokens by hand. `app/user/login/refreshToken`
     * @example
     * const tokens = await client.user.login.refreshToken({ refreshToken });
     */
    refreshToken(
      body: RequestOf<'app/user/login/refreshToken'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/login/refreshToken'>>;
    /**
     * Ends the session a refresh token belongs to on the server (its access tokens stop too); answers
     * success for any token. `client.session.logout()` sends it for this device's session by
     * itself; call this only to manage tokens by hand. `app/user/login/signOut` (beyond the contract)
     * @example
     * await client.user.login.signOut({ refreshToken });
     */
    signOut(
      body: RequestOf<'app/user/login/signOut'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/login/signOut'>>;
    /**
     * WeChat official-account login (answers "login method not enabled" without WeChat credentials). `app/user/login/mp`
     * @example
     * await client.user.login.mp({ code });
     */
    mp(body: RequestOf<'app/user/login/mp'>, options?: CallOptions): Promise<ResponseOf<'app/user/login/mp'>>;
    /**
     * WeChat mini-program login (answers "login method not enabled" without WeChat credentials). `app/user/login/mini`
     * @example
     * await client.user.login.mini({ code, encryptedData, iv });
     */
    mini(
      body: RequestOf<'app/user/login/mini'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/login/mini'>>;
    /**
     * WeChat mini-program phone login (answers "login method not enabled" without WeChat credentials). `app/user/login/miniPhone`
     * @example
     * await client.user.login.miniPhone({ code, encryptedData, iv });
     */
    miniPhone(
      body: RequestOf<'app/user/login/miniPhone'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/login/miniPhone'>>;
    /**
     * WeChat app login (answers "login method not enabled" without WeChat credentials). `app/user/login/wxApp`
     * @example
     * await client.user.login.wxApp({ code });
     */
    wxApp(
      body: RequestOf<'app/user/login/wxApp'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/login/wxApp'>>;
    /**
     * uni-app one-tap phone login (answers "login method not enabled" without its credentials). `app/user/login/uniPhone`
     * @example
     * await client.user.login.uniPhone({ access_token, openid, appId });
     */
    uniPhone(
      body: RequestOf<'app/user/login/uniPhone'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/login/uniPhone'>>;
  };
  readonly info: {
    /**
     * The signed-in shopper's profile with balance; it is also kept in storage (`client.session.user()`). `app/user/info/person`
     * @example
     * const { nickName, balance } = await client.user.info.person();
     */
    person(options?: CallOptions): Promise<ResponseOf<'app/user/info/person'>>;
    /**
     * Changes nickname, avatar or gender. `app/user/info/updatePerson`
     * @example
     * await client.user.info.updatePerson({ nickName: 'Alice' });
     */
    updatePerson(
      body: RequestOf<'app/user/info/updatePerson'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/info/updatePerson'>>;
    /**
     * Changes the password, with the old one or an SMS code. `app/user/info/updatePassword`
     * @example
     * await client.user.info.updatePassword({ oldPassword: 'secret12', password: 'secret34' });
     */
    updatePassword(
      body: RequestOf<'app/user/info/updatePassword'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/info/updatePassword'>>;
    /**
     * Binds a phone to the account with an SMS code. `app/user/info/bindPhone`
     * @example
     * await client.user.info.bindPhone({ phone: '13800000000', countryCode: '+86', code: '123456' });
     */
    bindPhone(
      body: RequestOf<'app/user/info/bindPhone'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/info/bindPhone'>>;
    /**
     * Binds the WeChat mini-program phone (answers "login method not enabled" without WeChat). `app/user/info/miniPhone`
     * @example
     * await client.user.info.miniPhone({ code, encryptedData, iv });
     */
    miniPhone(
      body: RequestOf<'app/user/info/miniPhone'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/info/miniPhone'>>;
    /**
     * Closes the account and revokes every session; this device is signed out. `app/user/info/logoff`
     * @example
     * await client.user.info.logoff();
     */
    logoff(options?: CallOptions): Promise<ResponseOf<'app/user/info/logoff'>>;
    /**
     * Signs the shopper out of every device: every session ends on the server, this one too, and
     * this device is signed out once it succeeds. `app/user/info/signOutAll` (beyond the contract)
     * @example
     * await client.user.info.signOutAll();
     */
    signOutAll(options?: CallOptions): Promise<ResponseOf<'app/user/info/signOutAll'>>;
  };
  readonly bankCard: {
    /**
     * A page of the shopper's bank cards (numbers masked). `app/user/bankcard/page`
     * @example
     * const { list } = await client.user.bankCard.page({ page: 1, size: 20 });
     */
    page(
      body?: RequestOf<'app/user/bankcard/page'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/bankcard/page'>>;
    /**
     * The shopper's bank cards, default first. `app/user/bankcard/list`
     * @example
     * const cards = await client.user.bankCard.list();
     */
    list(
      body?: RequestOf<'app/user/bankcard/list'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/bankcard/list'>>;
    /**
     * One bank card. `app/user/bankcard/info`
     * @example
     * const card = await client.user.bankCard.info({ id: 1 });
     */
    info(
      body: RequestOf<'app/user/bankcard/info'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/bankcard/info'>>;
    /**
     * The default bank card, or nothing. `app/user/bankcard/default`
     * @example
     * const card = await client.user.bankCard.default();
     */
    default(options?: CallOptions): Promise<ResponseOf<'app/user/bankcard/default'>>;
    /**
     * Adds a bank card. `app/user/bankcard/add`
     * @example
     * const { id } = await client.user.bankCard.add({ bankName: 'Bank of Tea', holderName: 'Alice', cardNo: '6222020200112233', isDefault: true });
     */
    add(
      body: RequestOf<'app/user/bankcard/add'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/bankcard/add'>>;
    /**
     * Changes a bank card. `app/user/bankcard/update`
     * @example
     * await client.user.bankCard.update({ id: 1, isDefault: true });
     */
    update(
      body: RequestOf<'app/user/bankcard/update'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/bankcard/update'>>;
    /**
     * Deletes bank cards. `app/user/bankcard/delete`
     * @example
     * await client.user.bankCard.delete({ ids: [1] });
     */
    delete(
      body: RequestOf<'app/user/bankcard/delete'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/bankcard/delete'>>;
  };
  readonly address: {
    /**
     * A page of the shopper's addresses. `app/user/address/page`
     * @example
     * const { list } = await client.user.address.page({ page: 1, size: 20 });
     */
    page(
      body?: RequestOf<'app/user/address/page'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/address/page'>>;
    /**
     * The shopper's addresses, default first. `app/user/address/list`
     * @example
     * const addresses = await client.user.address.list();
     */
    list(
      body?: RequestOf<'app/user/address/list'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/address/list'>>;
    /**
     * One address. `app/user/address/info`
     * @example
     * const address = await client.user.address.info({ id: 1 });
     */
    info(
      body: RequestOf<'app/user/address/info'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/address/info'>>;
    /**
     * The default address, or nothing. `app/user/address/default`
     * @example
     * const address = await client.user.address.default();
     */
    default(options?: CallOptions): Promise<ResponseOf<'app/user/address/default'>>;
    /**
     * Adds an address; the first one becomes the default. `app/user/address/add`
     * @example
     * const { id } = await client.user.address.add({ contact: 'Alice', phone: '13800000000', countryCode: '+86', province: 'Zhejiang', city: 'Hangzhou', district: 'Xihu', address: '1 Tea Road', isDefault: true });
     */
    add(
      body: RequestOf<'app/user/address/add'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/address/add'>>;
    /**
     * Changes an address; making it the default clears the others. `app/user/address/update`
     * @example
     * await client.user.address.update({ id: 1, isDefault: true });
     */
    update(
      body: RequestOf<'app/user/address/update'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/address/update'>>;
    /**
     * Deletes addresses. `app/user/address/delete`
     * @example
     * await client.user.address.delete({ ids: [1] });
     */
    delete(
      body: RequestOf<'app/user/address/delete'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/user/address/delete'>>;
  };
}

/** Binds the user calls to a caller. */
export function createUserResource(call: Caller): UserResource {
  return {
    login: bindCalls(call, 'app/user/login/'),
    info: bindCalls(call, 'app/user/info/', ['person', 'logoff', 'signOutAll']),
    bankCard: bindCalls(call, 'app/user/bankcard/', ['default']),
    address: bindCalls(call, 'app/user/address/', ['default']),
  };
}
