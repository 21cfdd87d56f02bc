import Form from '@rjsf/react-bootstrap';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { useRef, useState } from 'react';
import { formFieldWidgets, type FormFieldsContext } from '.';

/** A form with one field of each project widget; stories and their tests render it. */
export const demoSchema: RJSFSchema = {
  type: 'object',
  properties: {
    dataPartenza: { type: 'string', title: 'Data di partenza' },
    importoViaggio: { type: 'number', title: 'Importo del viaggio', minimum: 0 },
    codiceFiscale: {
      type: 'string',
      title: 'Codice fiscale',
      pattern: '^[A-Z]{6}[0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{2}[A-Z][0-9LMNPQRSTUV]{3}[A-Z]$',
    },
    provincia: { type: 'string', title: 'Provincia' },
    documento: { type: 'string', title: 'Documento' },
  },
  required: ['dataPartenza', 'importoViaggio', 'codiceFiscale', 'provincia', 'documento'],
};

export const demoUiSchema: UiSchema = {
  dataPartenza: { 'ui:widget': 'date' },
  importoViaggio: { 'ui:widget': 'currency' },
  codiceFiscale: { 'ui:widget': 'codice-fiscale' },
  provincia: { 'ui:widget': 'dropdown', 'ui:options': { source: 'dropdown/province' } },
  documento: { 'ui:widget': 'file-upload', 'ui:options': { accept: '.pdf,.jpg,.png', maxSize: 1048576 } },
};

export function FieldWidgetsDemo({
  formData: initial = {},
  extraErrors,
  readonly = false,
}: {
  formData?: Record<string, unknown>;
  extraErrors?: ErrorSchema;
  readonly?: boolean;
}) {
  const [formData, setFormData] = useState<Record<string, unknown>>(initial);
  const files = useRef(new Map<string, File>());
  const context: FormFieldsContext = { files: files.current, formData };
  return (
    <>
      <Form
        schema={demoSchema}
        uiSchema={demoUiSchema}
        validator={validator}
        widgets={formFieldWidgets}
        formData={formData}
        formContext={context}
        extraErrors={extraErrors}
        readonly={readonly}
        showErrorList={false}
        noHtml5Validate
        onChange={(e) => setFormData((e.formData ?? {}) as Record<string, unknown>)}
      >
        <></>
      </Form>
      <pre aria-label="Dati del modulo">{JSON.stringify(formData)}</pre>
    </>
  );
}
