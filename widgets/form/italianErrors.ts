import type { RJSFValidationError } from '@rjsf/utils';

type Translate = (key: string, fallback?: string) => string;

/**
 * ajv's English messages in Italian, through the label catalogue (key `form.<keyword>`), so that
 * client-side errors read like the server's. Placeholders: {limit}.
 */
export function italianErrors(errors: RJSFValidationError[], t: Translate): RJSFValidationError[] {
  return errors.map((error) => {
    const params = (error.params ?? {}) as Record<string, unknown>;
    const limit = String(params.limit ?? '');
    let message: string;
    switch (error.name) {
      case 'required':
        message = t('form.obbligatorio', 'Campo obbligatorio');
        break;
      case 'minLength':
        message =
          Number(params.limit) <= 1
            ? t('form.obbligatorio', 'Campo obbligatorio')
            : t('form.minLength', 'Inserire almeno {limit} caratteri').replace('{limit}', limit);
        break;
      case 'maxLength':
        message = t('form.maxLength', 'Inserire al massimo {limit} caratteri').replace('{limit}', limit);
        break;
      case 'format':
        message =
          params.format === 'email'
            ? t('form.email', 'Indirizzo e-mail non valido')
            : t('form.formato', 'Formato non valido');
        break;
      case 'minimum':
        message = t('form.minimum', 'Il valore minimo è {limit}').replace('{limit}', limit);
        break;
      case 'maximum':
        message = t('form.maximum', 'Il valore massimo è {limit}').replace('{limit}', limit);
        break;
      default:
        message = t('form.formato', 'Formato non valido');
    }
    return { ...error, message, stack: message };
  });
}
