import { useQueryClient } from '@tanstack/react-query';
import { REDIRECT_PARAM } from '../../router/access';
import { afterLoginTarget } from '../../router/after-login';
import { useNavigate, useSearchParams } from '../../router/hash-router';
import { useShowToast } from '../../shell/toast-context';
import { GUEST_OWNER } from '../cart/cart-store';
import { cartStore } from '../cart/use-cart';
import { moveGuestSearchHistory } from '../goods/search-mutations';
import { myQueries } from '../my/my-queries';

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
    // Always asked again: a cached `me` may still be the previous shopper's.
    const person = await queryClient
      .fetchQuery({ ...myQueries.me(), staleTime: 0, retry: false })
      .catch(() => null);
    cartStore().switchOwner(person?.id ? String(person.id) : GUEST_OWNER);
    await moveGuestSearchHistory();
    await queryClient.invalidateQueries();
    showToast(message, 'success');
    navigate(afterLoginTarget(params.get(REDIRECT_PARAM)), { replace: true });
  };
}
