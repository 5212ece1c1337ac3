import type { Caller, CallOptions } from '../client/call';
import type { RequestOf, ResponseOf } from './api-types';
import { bindCalls } from './bind-calls';

/** The balance ledger, recharge requests and withdrawals (contract §10). */
export interface AccountResource {
  readonly record: {
    /**
     * A page of the shopper's ledger rows; `type: 'withdrawal'` is the withdrawal list. `app/account/transaction/record/page`
     * @example
     * const { list } = await client.account.record.page({ page: 1, size: 20, type: 'withdrawal' });
     */
    page(
      body?: RequestOf<'app/account/transaction/record/page'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/account/transaction/record/page'>>;
    /**
     * The shopper's ledger rows, optionally of one type. `app/account/transaction/record/list`
     * @example
     * const rows = await client.account.record.list({ type: 'payment' });
     */
    list(
      body?: RequestOf<'app/account/transaction/record/list'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/account/transaction/record/list'>>;
    /**
     * One ledger row. `app/account/transaction/record/info`
     * @example
     * const row = await client.account.record.info({ id: 5 });
     */
    info(
      body: RequestOf<'app/account/transaction/record/info'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/account/transaction/record/info'>>;
    /**
     * Files a recharge request for the operator to approve. `app/account/transaction/record/append`
     * @example
     * await client.account.record.append({ amount: 100 });
     */
    append(
      body: RequestOf<'app/account/transaction/record/append'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/account/transaction/record/append'>>;
    /**
     * Withdraws to a bank card; the amount leaves the balance at once and comes back if refused. `app/account/transaction/record/withdraw`
     * @example
     * const row = await client.account.record.withdraw({ amount: 50, bankCardId: 1 });
     */
    withdraw(
      body: RequestOf<'app/account/transaction/record/withdraw'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/account/transaction/record/withdraw'>>;
    /**
     * Part of the generic pattern; the ledger is append-only, so the server refuses it (code 1001). `app/account/transaction/record/add`
     * @example
     * await client.account.record.add({}); // rejects: the ledger is append-only
     */
    add(
      body?: RequestOf<'app/account/transaction/record/add'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/account/transaction/record/add'>>;
    /**
     * Part of the generic pattern; the ledger is append-only, so the server refuses it (code 1001). `app/account/transaction/record/update`
     * @example
     * await client.account.record.update({ id: 5 }); // rejects
     */
    update(
      body?: RequestOf<'app/account/transaction/record/update'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/account/transaction/record/update'>>;
    /**
     * Part of the generic pattern; the ledger is append-only, so the server refuses it (code 1001). `app/account/transaction/record/delete`
     * @example
     * await client.account.record.delete({ ids: [5] }); // rejects
     */
    delete(
      body?: RequestOf<'app/account/transaction/record/delete'>,
      options?: CallOptions,
    ): Promise<ResponseOf<'app/account/transaction/record/delete'>>;
  };
}

/** Binds the account calls to a caller. */
export function createAccountResource(call: Caller): AccountResource {
  return {
    record: bindCalls(call, 'app/account/transaction/record/'),
  };
}
