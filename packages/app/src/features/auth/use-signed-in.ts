import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { mallClient } from '../../api/mall-client';
import { afterLoginTarget, REDIRECT_PARAM } from '../../router/access';
import { useShowToast } from '../../shell/toast-context';
import { GUEST_OWNER } from '../cart/cart-store';
import { cartStore } from '../cart/use-cart';
import { clearSearchHistory, readSearchHistory } from '../catalog/search-history';

/** Contract §6: a guest's search history on the device moves to the shopper's history at login. */
async function mergeGuestSearchHistory(): Promise<void> {
  const words = readSearchHistory(window.localStorage);
  if (words.length === 0) {
    return;
  }
  try {
    // Oldest first, so the newest ends up first on the server too.
    for (const name of [...words].reverse()) {
      await mallClient().goods.searchKeyword.add({ name });
    }
    clearSearchHistory(window.localStorage);
  } catch {
    // Kept on the device; the next login tries again.
  }
}

/**
 * What follows any login or registration: the shopper's own cart (with the guest's lines), the
 * guest's search history moved over, fresh queries, the message, and back to the page before
 * login (or home).
 */
export function useSignedIn(): (message: string) => Promise<void> {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const showToast = useShowToast();
  return async (message) => {
    const person = await mallClient()
      .user.info.person()
      .catch(() => null);
    cartStore().switchOwner(person?.id ? String(person.id) : GUEST_OWNER);
    await mergeGuestSearchHistory();
    await queryClient.invalidateQueries();
    showToast(message, 'success');
    navigate(afterLoginTarget(params.get(REDIRECT_PARAM)), { replace: true });
  };
}
