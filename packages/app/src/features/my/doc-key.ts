/** The documents the shop publishes as common parameters (contract §12). */
export const DOC_KEYS = { userAgreement: 'doc.userAgreement', privacyPolicy: 'doc.privacyPolicy' } as const;
export type DocKey = keyof typeof DOC_KEYS;

/** The document of `?key=`: the user agreement unless the privacy policy is asked for. */
export function docKey(value: string | null): DocKey {
  return value === 'privacyPolicy' ? 'privacyPolicy' : 'userAgreement';
}
