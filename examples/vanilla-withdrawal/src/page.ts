import { WORDS } from './words';

type Child = Node | string;

/** An element with its attributes (`hidden: ''` sets a flag) and children. */
function el(tag: string, attributes: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    element.setAttribute(name, value);
  }
  element.append(...children);
  return element;
}

/** A section, hidden until shown, named by its heading `<id>-title` among its children. */
function section(id: string, ...children: Child[]): HTMLElement {
  return el('section', { id, 'aria-labelledby': `${id}-title`, hidden: '' }, ...children);
}

/** A labelled control with the paragraph that carries its error (`<id>-error`). */
function field(id: string, label: string, control: 'input' | 'select', attributes: Record<string, string>) {
  return [
    el('label', { for: id }, label),
    el(control, { id, name: id, 'aria-describedby': `${id}-error`, ...attributes }),
    el('p', { id: `${id}-error`, class: 'error' }),
  ];
}

function signInSection(): HTMLElement {
  return section(
    'sign-in',
    el('h2', { id: 'sign-in-title' }, WORDS.signInTitle),
    el(
      'form',
      { id: 'sign-in-form', novalidate: '' },
      el('label', { for: 'username' }, WORDS.username),
      el('input', { id: 'username', name: 'username', autocomplete: 'username', required: '' }),
      el('label', { for: 'password' }, WORDS.password),
      el('input', {
        id: 'password',
        name: 'password',
        type: 'password',
        autocomplete: 'current-password',
        required: '',
      }),
      el('button', { type: 'submit', id: 'sign-in-button' }, WORDS.signIn),
      el('p', { id: 'sign-in-error', class: 'error', role: 'alert' }),
    ),
  );
}

function resultSection(): HTMLElement {
  const row = (id: string, term: string) => [el('dt', {}, term), el('dd', { id })];
  return section(
    'result',
    el('h3', { id: 'result-title' }, WORDS.resultTitle),
    el(
      'dl',
      {},
      ...row('result-number', WORDS.number),
      ...row('result-amount', WORDS.resultAmount),
      ...row('result-card', WORDS.resultCard),
    ),
    el('p', { id: 'result-reason', hidden: '' }),
    el('button', { type: 'button', id: 'check-again' }, WORDS.checkAgain),
    el('button', { type: 'button', id: 'new-withdrawal' }, WORDS.newWithdrawal),
  );
}

function accountSection(): HTMLElement {
  return section(
    'account',
    el(
      'div',
      { class: 'who' },
      el('p', { id: 'who' }),
      el('button', { type: 'button', id: 'sign-out' }, WORDS.signOut),
    ),
    el('h2', { id: 'account-title' }, WORDS.withdrawTitle),
    // The machine's state, read out as it changes.
    el('p', { id: 'state', class: 'state', role: 'status', 'aria-live': 'polite' }),
    el('p', { id: 'balance-line', class: 'balance' }, `${WORDS.balance} `, el('strong', { id: 'balance' })),
    el(
      'form',
      { id: 'withdraw-form', novalidate: '' },
      ...field('amount', WORDS.amount, 'input', { inputmode: 'decimal', autocomplete: 'off' }),
      ...field('card', WORDS.card, 'select', {}),
      el('button', { type: 'submit', id: 'withdraw' }, WORDS.withdraw),
    ),
    el('p', { id: 'withdraw-error', class: 'error', role: 'alert' }),
    el('button', { type: 'button', id: 'retry', hidden: '' }, WORDS.retry),
    resultSection(),
  );
}

/** Builds the page into `root`, every word from the example's map. */
export function buildPage(root: HTMLElement): void {
  document.title = WORDS.documentTitle;
  root.replaceChildren(
    el('h1', {}, WORDS.title),
    el('p', { class: 'lead' }, WORDS.lead),
    signInSection(),
    accountSection(),
  );
}
