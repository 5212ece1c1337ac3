import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { mallClient } from '../../api/mall-client';
import type { DocKey } from './doc-key';

/** Query keys and fetchers of My and the shop's documents. */
export const myQueries = {
  /** The signed-in shopper (name, avatar, balance); an order change moves the balance. */
  me: () => queryOptions({ queryKey: ['me'], queryFn: () => mallClient().user.info.person() }),
  /** Agent messages the shopper has not read (the badge of customer service on My). */
  unreadMessages: () =>
    queryOptions({ queryKey: ['cs', 'unreadCount'], queryFn: () => mallClient().cs.msg.unreadCount() }),
  /** The user agreement or privacy policy (shop parameters, contract §12). */
  doc: (key: DocKey) => queryOptions({ queryKey: ['doc', key], queryFn: () => mallClient().params.get(key) }),
};

/** The writes of My. */
export const myMutations = {
  /**
   * Ends the session, on the server too (the SDK's logout calls `app/user/login/signOut` with the
   * refresh token, best effort: offline, the device still signs out); the shell then goes to login.
   */
  logout: () => mutationOptions({ mutationFn: () => mallClient().session.logout() }),
  /**
   * Signs the shopper out of every device (`app/user/info/signOutAll`): every session ends on the
   * server, and this device's session is cleared once it succeeds.
   */
  signOutAll: () => mutationOptions({ mutationFn: () => mallClient().user.info.signOutAll() }),
};
