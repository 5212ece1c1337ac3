import { useSyncExternalStore } from 'react';
import { type CartStore, createCartStore } from './cart-store';

let store: CartStore | undefined;

/** The app's one cart, kept in localStorage. */
export function cartStore(): CartStore {
  store ??= createCartStore(window.localStorage);
  return store;
}

/** The cart's lines; re-renders when they change. */
export function useCartLines() {
  const cart = cartStore();
  return useSyncExternalStore(cart.subscribe, cart.lines);
}
