import { type CheckoutLine, checkoutMachine } from '@mall/sdk/machines';
import { useMachine } from '@xstate/react';
import { type RefObject, useEffect, useMemo, useRef } from 'react';
import { mallClient } from '../../api/mall-client';
import { useNavigate } from '../../router/hash-router';
import { takeCheckoutAddress } from '../address/address-queries';
import { cartStore } from '../cart/use-cart';
import type { CheckoutSource } from './checkout-lines';

/**
 * The checkout of some lines on the SDK's `checkoutMachine`, with what the app adds around it: the
 * cart's lines leave the cart once the order exists, an address chosen on the address pages is
 * taken, "pay later" goes back, and a failed payment is scrolled into view and focused.
 */
export function useCheckout(lines: CheckoutLine[], source: CheckoutSource) {
  const navigate = useNavigate();
  const client = useMemo(() => mallClient(), []);
  const [snapshot, send] = useMachine(checkoutMachine, { input: { client, lines, source } });
  const { context } = snapshot;
  const state = typeof snapshot.value === 'string' ? snapshot.value : 'editing';
  const orderId = context.order?.id ?? null;

  // The cart's lines are ordered once the order exists (paid or not).
  const removedFromCart = useRef(false);
  useEffect(() => {
    if (orderId !== null && source === 'cart' && !removedFromCart.current) {
      removedFromCart.current = true;
      cartStore().remove(context.priced.map((line) => line.specId));
    }
  }, [orderId, source, context.priced]);

  // An address chosen or added on the address pages is taken once the addresses are loaded again.
  const addressTaken = useRef(false);
  useEffect(() => {
    if (state === 'editing' && !addressTaken.current) {
      addressTaken.current = true;
      const addressId = takeCheckoutAddress();
      if (addressId !== null) {
        send({ type: 'checkout.address.select', addressId });
      }
    }
  }, [state, send]);

  useEffect(() => {
    if (state === 'left') {
      navigate(-1);
    }
  }, [state, navigate]);

  // The payment's failure is read out and scrolled into view (it sits under the totals).
  const payFailure: RefObject<HTMLElement | null> = useRef<HTMLElement>(null);
  useEffect(() => {
    if (state === 'insufficientBalance' || state === 'payFailed') {
      payFailure.current?.scrollIntoView({ block: 'center' });
      payFailure.current?.focus();
    }
  }, [state]);

  return { state, context, send, orderId, payFailure };
}
