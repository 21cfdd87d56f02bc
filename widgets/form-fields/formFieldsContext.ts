import type { Registry } from '@rjsf/utils';

/** What the form shares with its field widgets through RJSF's formContext. */
export interface FormFieldsContext {
  /** Files chosen in file-upload fields, by field name; the form sends each as a multipart part. */
  files: Map<string, File>;
  /** The current form data, for dropdowns whose list depends on another field. */
  formData: Record<string, unknown>;
}

const standalone: FormFieldsContext = { files: new Map(), formData: {} };

/** The form's context, or an empty one when a widget is rendered by a plain RJSF form. */
export function formFieldsOf(registry: Registry): FormFieldsContext {
  const context = registry.formContext as Partial<FormFieldsContext> | undefined;
  return context?.files && context.formData ? (context as FormFieldsContext) : standalone;
}
