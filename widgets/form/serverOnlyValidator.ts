import type { ValidatorType } from '@rjsf/utils';

/**
 * A validator that finds nothing wrong: the last resort of a production form without a precompiled
 * validator, where compiling one would break the CSP. The server validates every request anyway,
 * and the form shows its 400 messages.
 */
export const serverOnlyValidator: ValidatorType = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: [] }),
};
