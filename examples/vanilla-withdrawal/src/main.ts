import { ApiError, createLocalStorage, createMallClient } from '@mall/sdk';
import { withdrawalMachine } from '@mall/sdk/machines';
import { type Actor, createActor } from 'xstate';
import { buildPage } from './page';
import { byId, moneyWith, renderWithdrawal } from './render';
import { WORDS, word } from './words';

// The shop's API on this page's origin (`vite preview` forwards `/api` to the server). The session
// lives in localStorage under `mall.session`: the client stores the tokens on sign-in, refreshes
// them before a call when they are due, and forgets them on sign-out.
const client = createMallClient({
  baseURL: '/api',
  storage: createLocalStorage(),
  locale: 'en',
  onLogout: () => showSignIn(),
});

let withdrawal: Actor<typeof withdrawalMachine> | null = null;
let money = moneyWith('¥');

/** Starts a new withdrawal: the machine loads the balance and cards, then waits for the form. */
function startWithdrawal(): void {
  withdrawal?.stop();
  const actor = createActor(withdrawalMachine, { input: { client } });
  actor.subscribe((snapshot) => {
    renderWithdrawal(
      { value: String(snapshot.value), status: snapshot.status, context: snapshot.context },
      money,
    );
    if (snapshot.matches('editing')) {
      void showWho();
    }
  });
  withdrawal = actor;
  actor.start();
}

/** The signed-in shopper's name, from the profile the SDK stored with the machine's first call. */
async function showWho(): Promise<void> {
  const user = await client.session.user<{ nickName?: string | null; username?: string | null }>();
  byId('who').textContent = word(WORDS.signedInAs, { name: user?.nickName || user?.username || '' });
}

async function showAccount(): Promise<void> {
  byId('sign-in').hidden = true;
  byId('account').hidden = false;
  const symbol = await client.params.get('currentSymbol').catch(() => null);
  money = moneyWith(symbol ?? '¥');
  startWithdrawal();
}

function showSignIn(): void {
  withdrawal?.stop();
  withdrawal = null;
  byId('account').hidden = true;
  byId('sign-in').hidden = false;
  byId('who').textContent = '';
  byId<HTMLInputElement>('password').value = '';
}

async function signIn(event: SubmitEvent): Promise<void> {
  event.preventDefault();
  const button = byId<HTMLButtonElement>('sign-in-button');
  const error = byId('sign-in-error');
  error.textContent = '';
  button.disabled = true;
  button.textContent = WORDS.signingIn;
  try {
    await client.user.login.password({
      phone: byId<HTMLInputElement>('username').value.trim(),
      password: byId<HTMLInputElement>('password').value,
    });
    await showAccount();
  } catch (failure) {
    // The server's message (a wrong password, too many tries) as the SDK returns it.
    error.textContent = failure instanceof ApiError ? failure.message : String(failure);
  } finally {
    button.disabled = false;
    button.textContent = WORDS.signIn;
  }
}

function wire(): void {
  byId<HTMLFormElement>('sign-in-form').addEventListener('submit', (event) => void signIn(event));
  byId('sign-out').addEventListener('click', () => void client.session.logout());
  byId<HTMLInputElement>('amount').addEventListener('input', (event) => {
    const amount = (event.target as HTMLInputElement).value;
    withdrawal?.send({ type: 'withdrawal.amount.change', amount });
  });
  byId<HTMLSelectElement>('card').addEventListener('change', (event) => {
    const bankCardId = Number((event.target as HTMLSelectElement).value);
    withdrawal?.send({ type: 'withdrawal.card.select', bankCardId });
  });
  byId<HTMLFormElement>('withdraw-form').addEventListener('submit', (event) => {
    event.preventDefault();
    withdrawal?.send({ type: 'withdrawal.submit' });
  });
  byId('check-again').addEventListener('click', () => withdrawal?.send({ type: 'withdrawal.refresh' }));
  byId('retry').addEventListener('click', () => withdrawal?.send({ type: 'withdrawal.retry' }));
  byId('new-withdrawal').addEventListener('click', startWithdrawal);
}

buildPage(byId('page'));
wire();
if (await client.session.isLoggedIn()) {
  await showAccount();
} else {
  showSignIn();
}
