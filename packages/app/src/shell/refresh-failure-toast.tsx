import { ApiError, ERROR_CODE } from '@mall/sdk';
import { type QueryCacheNotifyEvent, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { useShowToast } from './toast-context';

/**
 * The error of a read that failed to refresh what a page shows, or null: a query with an answer
 * and a page watching it whose new fetch failed (a pull-to-refresh, a page opened again, a change
 * elsewhere). Not a first load (the page shows its error view), not a next page (the list's end
 * offers a retry), not a read nobody shows (the start-up version check stays quiet), not an ended
 * session (the shopper is sent to sign in) and not a cancelled request.
 */
export function failedRefreshError(event: QueryCacheNotifyEvent): unknown {
  if (event.type !== 'updated' || event.action.type !== 'error') {
    return null;
  }
  const { query } = event;
  const { error } = event.action;
  const quiet =
    query.state.data === undefined ||
    query.getObserversCount() === 0 ||
    query.state.fetchMeta?.fetchMore !== undefined ||
    (error instanceof ApiError && (error.isUnauthorized || error.code === ERROR_CODE.aborted));
  return quiet ? null : error;
}

/**
 * Says in a toast that a refresh failed, while the page keeps what it showed: pages show their
 * error view only when they have nothing to show (`isLoadingError`).
 */
export function RefreshFailureToast() {
  const queryClient = useQueryClient();
  const show = useShowToast();
  const { errorMessage } = useI18n();
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        const error = failedRefreshError(event);
        if (error !== null) {
          show(errorMessage(error), 'error');
        }
      }),
    [queryClient, show, errorMessage],
  );
  return null;
}
