import type { Translate } from '../../engine/core/messages';
import type { RJSFValidationError } from '@rjsf/utils';

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
        message = t('form.obbligatorio');
        break;
      case 'minLength':
        message =
          Number(params.limit) <= 1 ? t('form.obbligatorio') : t('form.minLength').replace('{limit}', limit);
        break;
      case 'maxLength':
        message = t('form.maxLength').replace('{limit}', limit);
        break;
      case 'format':
        message = params.format === 'email' ? t('form.email') : t('form.formato');
        break;
      case 'minimum':
        message = t('form.minimum').replace('{limit}', limit);
        break;
      case 'maximum':
        message = t('form.maximum').replace('{limit}', limit);
        break;
      default:
        message = t('form.formato');
    }
    return { ...error, message, stack: message };
  });
}
