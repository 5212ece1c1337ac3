// The example's own wording (English): it is not the shop's UI, so it keeps this small map
// instead of the shop's locale files.

/** The machine's states as the shopper reads them in the live status line. */
export const STATE_WORDS: Record<string, string> = {
  loading: 'Loading your balance and bank cards…',
  loadFailed: 'Could not load your balance.',
  editing: 'Ready: enter an amount and choose a bank card.',
  validating: 'Checking the amount…',
  submitting: 'Sending the withdrawal…',
  pendingApproval: 'Submitted: waiting for the shop to approve it.',
  refreshing: 'Checking the withdrawal again…',
  agreed: 'Done: the withdrawal was agreed.',
  refused: 'Done: the withdrawal was refused.',
};

/** The withdrawal machine's validation keys (`FieldError.key`); `{max}` is money. */
export const FIELD_WORDS: Record<string, string> = {
  'validation.withdrawalAmount': 'Enter an amount greater than 0.',
  'validation.money': 'Use at most two decimals.',
  'validation.max': 'At most {max}.',
  'validation.bankCardRequired': 'Choose a bank card.',
  'validation.required': 'Required.',
};

/** Every other word on the page. */
export const WORDS = {
  documentTitle: 'Withdraw — @mall/sdk without a framework',
  title: 'Withdraw from your balance',
  lead: 'A plain TypeScript page on @mall/sdk: its client, session and withdrawal machine.',
  signInTitle: 'Sign in',
  username: 'Username or mobile number',
  password: 'Password',
  signIn: 'Sign in',
  signingIn: 'Signing in…',
  signedInAs: 'Signed in as {name}',
  signOut: 'Sign out',
  withdrawTitle: 'Withdrawal',
  balance: 'Balance',
  amount: 'Amount',
  card: 'Bank card',
  noCards: 'No bank card yet: add one in the shop first.',
  withdraw: 'Withdraw',
  resultTitle: 'Your withdrawal',
  number: 'Number',
  resultAmount: 'Amount',
  resultCard: 'Bank card',
  refuseReason: 'Reason',
  checkAgain: 'Check again',
  newWithdrawal: 'New withdrawal',
  retry: 'Try again',
  fieldFallback: 'Check this field.',
} as const;

/** A word with its `{name}` placeholders filled. */
export function word(text: string, params: Record<string, string> = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}
