import { ApiError, ERROR_CODE } from '@mall/sdk';
import { type QueryCache, type QueryCacheNotifyEvent, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { useShowToast } from './toast-context';

/** How a read held while the browser reports itself offline is told: as the network's failure. */
const HELD_OFFLINE = new ApiError({ code: ERROR_CODE.network, message: 'offline' });

/**
 * The failure to tell in a toast for a change of a read a page shows, or null:
 * - a refresh that failed: the query has an answer, which the page keeps (a pull-to-refresh, a
 *   page opened again, a change elsewhere);
 * - a read the browser holds while it reports itself offline (TanStack Query's `online` network
 *   mode), a first load or a next page included: it goes out once the browser is back online,
 *   and until then the page would show nothing of it.
 * Not a failed first load (the page shows its error view), not a failed next page (the list's end
 * offers a retry), not a read no page shows (the start-up version check stays quiet), not an
 * ended session (the shopper is sent to sign in) and not a cancelled request.
 */
export function readFailureToTell(event: QueryCacheNotifyEvent): unknown {
  if (event.type !== 'updated' || event.query.getObserversCount() === 0) {
    return null;
  }
  const { query, action } = event;
  if (action.type === 'pause') {
    return HELD_OFFLINE;
  }
  if (action.type !== 'error') {
    return null;
  }
  const { error } = action;
  const quiet =
    query.state.data === undefined ||
    query.state.fetchMeta?.fetchMore !== undefined ||
    (error instanceof ApiError && (error.isUnauthorized || error.code === ERROR_CODE.aborted));
  return quiet ? null : error;
}

/**
 * The wait to tell when the toast starts, or null: a read a page shows that the browser already
 * holds because it reports itself offline (the toast starts once the first screen is idle, and a
 * read held before that, a pull-to-refresh in the first second included, would otherwise go untold).
 */
export function heldReadToTell(cache: QueryCache): unknown {
  const held = cache.findAll({ fetchStatus: 'paused' }).some((query) => query.getObserversCount() > 0);
  return held ? HELD_OFFLINE : null;
}

/**
 * Says in a toast that a read failed or waits for the network, while the page keeps what it
 * showed: pages show their error view only when they have nothing to show (`isLoadingError`).
 */
export function RefreshFailureToast() {
  const queryClient = useQueryClient();
  const show = useShowToast();
  const { errorMessage } = useI18n();
  // Held reads are looked for once, when the toast first starts: not again when it starts over in
  // another language, which would tell the same wait twice.
  const started = useRef(false);
  useEffect(() => {
    const cache = queryClient.getQueryCache();
    const tell = (failure: unknown) => {
      if (failure !== null) {
        show(errorMessage(failure), 'error');
      }
    };
    const unsubscribe = cache.subscribe((event) => tell(readFailureToTell(event)));
    if (!started.current) {
      started.current = true;
      tell(heldReadToTell(cache));
    }
    return unsubscribe;
  }, [queryClient, show, errorMessage]);
  return null;
}
