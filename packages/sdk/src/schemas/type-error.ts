import { VALIDATION_MESSAGES, type ValidationMessageKey } from './validation-messages';

/**
 * An error option for a type check: a missing value reports `requiredKey`, anything else of the
 * wrong type reports `typeKey`.
 */
export function typeError(
  typeKey: ValidationMessageKey,
  requiredKey: ValidationMessageKey = VALIDATION_MESSAGES.required,
) {
  return (issue: { input?: unknown }): ValidationMessageKey =>
    issue.input === undefined ? requiredKey : typeKey;
}
