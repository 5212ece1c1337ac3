import './shell/shell.css';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { mallClient } from './api/mall-client';
import { queryClient } from './api/query-client';
import { createSessionStore, setSessionStore } from './api/session-store';
import { App, loadBoot } from './app';
import { GUEST_OWNER } from './features/cart/cart-store';
import { cartStore } from './features/cart/use-cart';
import { startLocale } from './i18n/locale';
import { startHashStack, subscribe } from './router/hash-location';
import { prefetchFirstScreen, releaseFirstPicture, seedFirstScreen } from './shell/first-screen';
import { validateSchemasWithoutEval } from './shell/schema-config';

validateSchemasWithoutEval();

/**
 * How long an installed app's start online waits for the kept catalogue before its first render
 * (a read takes tens of milliseconds; without it home's banners would wait for the network).
 */
const RESTORE_WAIT_MS = 1000;

// The entry the app is opened at is the bottom of its stack (the back rule of spec §2).
startHashStack();

/**
 * Ends the task that runs and goes on in the next one (`scheduler.yield` where the browser has it,
 * which goes on before other waiting tasks): the start's parts are then tasks of their own, not
 * one long task that holds input and paint back.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

async function start() {
  // The app's modules have run: what follows is a task of its own.
  await nextTask();
  // The browser opens the origin's storage at its first use, in the task that uses it first: the
  // saved language is read in a task of its own (the storage is open for the rest of the start).
  const locale = startLocale();
  // A start of the installed app (its worker serves the page): the last seen catalogue shows while
  // (or instead of, offline) the first reads come (shell/offline-catalogue.ts). A first visit
  // reads none.
  const offline = !navigator.onLine;
  const restoring =
    navigator.serviceWorker?.controller != null || offline
      ? import('./shell/offline-catalogue').then((kept) => kept.restoreCatalogue(queryClient, locale))
      : undefined;
  await nextTask();
  const client = mallClient();
  // `loadBoot` sets the client's locale at once, so the prefetched answers are in that language.
  const booting = loadBoot(locale);
  // Home's banners come with the page: no request for them while they are fresh.
  seedFirstScreen(queryClient, document);
  // The picture index.html drew stands for the page it was opened at only: it goes at the first
  // change of address, the app's own navigation (`pushState`, no `hashchange`) included.
  const openedAt = window.location.hash;
  const stopWatching = subscribe(() => {
    if (window.location.hash !== openedAt) {
      releaseFirstPicture();
      stopWatching();
    }
  });
  // Its failure is the start's, below; until then it is not left unhandled across the next task.
  booting.catch(() => undefined);
  await nextTask();
  prefetchFirstScreen(queryClient, window.location.hash);
  const [sessionStore, , user] = await Promise.all([
    createSessionStore(client),
    booting,
    client.session.user<{ id?: number }>(),
    // Online, the first render waits for the kept catalogue a second at most (a later one never
    // replaces fresher answers); offline it is all there is to show.
    offline ? restoring : Promise.race([restoring, new Promise((done) => setTimeout(done, RESTORE_WAIT_MS))]),
  ]);
  setSessionStore(sessionStore);
  // Each shopper has their own cart on the device; a guest's cart moves into the shopper's at login.
  cartStore().switchOwner(sessionStore.loggedIn() && user?.id ? String(user.id) : GUEST_OWNER);
  client.session.subscribe((session) => {
    if (session === null) {
      cartStore().switchOwner(GUEST_OWNER);
    }
  });
  const root = document.getElementById('root');
  if (!root) {
    throw new Error('No #root element');
  }
  const reactRoot = createRoot(root);
  // A transition renders in slices that yield to the browser every few milliseconds, so the first
  // render of the whole app is not one long task that holds input and paint back.
  startTransition(() => reactRoot.render(<App />));
}

void start();
