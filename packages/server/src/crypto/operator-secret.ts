import { type CardKeyring, openValue, sealValue } from './card-cipher';

/**
 * Operators' TOTP secrets at rest (`operator.totp_secret_enc`): sealed as card numbers are, under
 * `CARD_KEYS` (`card-cipher.ts`), with the operator's id bound in, so a secret copied to another
 * operator's row does not open and whoever reads the database or a backup cannot make codes.
 */

const operatorBinding = (operatorId: number) => `operator.id=${operatorId}`;

/** Encrypts the base32 TOTP secret of operator `operatorId` under the keyring's first key. */
export function encryptTotpSecret(keyring: CardKeyring, operatorId: number, secret: string): string {
  return sealValue(keyring, operatorBinding(operatorId), secret);
}

/** Reads the stored TOTP secret of operator `operatorId`; throws `CardCipherError` when it cannot. */
export function decryptTotpSecret(keyring: CardKeyring, operatorId: number, value: string): string {
  return openValue(keyring, operatorBinding(operatorId), value, "an operator's one-time-code secret");
}
