import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { FormWidgetProps } from './FormWidget';

const labelKey = { type: 'string', pattern: '^[A-Za-z0-9_.-]+$' };

/**
 * An RJSF form from a screen file: entity schema by `$ref`, uiSchema with label keys, submit call,
 * and what to do once the server accepts it.
 */
export default defineWidget<FormWidgetProps>({
  name: 'form',
  props: {
    type: 'object',
    properties: {
      form: { $ref: 'form.schema.json' },
      submitLabel: { ...labelKey, description: 'Label key of the submit button (default generico.salva).' },
      onSuccess: {
        description:
          'login: store data.token and go to returnUrl (or /); navigate: go to a path; message: replace the form with the server’s message (or the given label key).',
        oneOf: [
          {
            type: 'object',
            properties: { action: { const: 'login' } },
            required: ['action'],
            additionalProperties: false,
          },
          {
            type: 'object',
            properties: { action: { const: 'navigate' }, to: { type: 'string', pattern: '^/' } },
            required: ['action', 'to'],
            additionalProperties: false,
          },
          {
            type: 'object',
            properties: { action: { const: 'message' }, text: labelKey },
            required: ['action'],
            additionalProperties: false,
          },
        ],
      },
      fromQuery: {
        type: 'object',
        description: 'Fields sent from the query string (field → parameter), e.g. { "token": "token" }.',
        additionalProperties: { type: 'string', minLength: 1 },
      },
      missingQuery: {
        ...labelKey,
        description: 'Label key shown instead of the form when a fromQuery parameter is missing.',
      },
      readOnly: { type: 'boolean' },
      defaults: { type: 'object', description: 'Starting values of the fields.' },
    },
    required: ['form'],
    additionalProperties: false,
  },
  component: lazyWidget(() => import('./FormWidget')),
});
