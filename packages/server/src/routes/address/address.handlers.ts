import type { CallHandlers } from '../../http/call-handler';
import { addresses } from '../../services/address.service';
import { addBookRow, deleteBookRows, updateBookRow } from '../../services/user-book.service';

/** The shopper's delivery addresses `app/user/address` (contract §10). */
export const addressHandlers: CallHandlers = {
  'app/user/address/page': ({ input, user, server }) => addresses.page(server, user.id, input),
  'app/user/address/list': ({ user, server }) => addresses.list(server, user.id),
  'app/user/address/info': ({ input, user, server }) => addresses.info(server, user.id, input.id),
  'app/user/address/default': ({ user, server }) => addresses.defaultRow(server, user.id),
  'app/user/address/add': async ({ input, user, server }) => {
    const { isDefault, countryCode, ...fields } = input;
    return {
      id: await addBookRow(server, 'address', user.id, { ...fields, country_code: countryCode }, isDefault),
    };
  },
  'app/user/address/update': async ({ input, user, server }) => {
    const { id, isDefault, countryCode, ...fields } = input;
    const changes = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
    await updateBookRow(
      server,
      'address',
      user.id,
      id,
      { ...changes, ...(countryCode === undefined ? {} : { country_code: countryCode }) },
      isDefault,
    );
  },
  'app/user/address/delete': async ({ input, user, server }) => {
    await deleteBookRows(server, 'address', user.id, input.ids);
  },
};
