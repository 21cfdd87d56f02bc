import Form from '@rjsf/react-bootstrap';
import type { ErrorSchema, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { FormMessages } from './FormMessages';
import { useSearchParams } from 'react-router-dom';
import type { Form as FormDefinition } from '../../schemas/types/meta/form';
import { useDataSource } from '../../engine/react/data';
import { useT } from '../../engine/react/runtime/EngineContext';
import { formFieldWidgets, type FormFieldsContext } from '../form-fields';
import { resolveFormSchema } from './entitySchemas';
import { FieldTemplate } from './FieldTemplate';
import { italianErrors } from './italianErrors';
import { validatorKey } from './formSchema';
import { loadValidator } from './loadValidator';
import { fieldOfMessage, type ServerMessage } from './submitForm';
import type { SuccessAction } from './successActions';
import { translateUiSchema } from './translateUiSchema';
import { SubmitButton } from './SubmitButton';
import { useFormSubmission } from './useFormSubmission';

export interface SchemaFormProps {
  form: FormDefinition;
  /** Label key of the submit button. */
  submitLabel?: string;
  onSuccess?: SuccessAction;
  /** Fields filled from the page's query string (field → parameter), e.g. the token of a mail link. */
  fromQuery?: Record<string, string>;
  /** Label key shown instead of the form when a `fromQuery` parameter is missing. */
  missingQuery?: string;
  readOnly?: boolean;
  /** Starting values (before any `form.source`). */
  defaults?: Record<string, unknown>;
}

type Data = Record<string, unknown>;

// One empty object for every absent prop, so that memoised values keep their identity.
const NONE: Record<string, never> = {};

/** A form source's answer is the record itself or `{ data: record }`. */
const recordOf = (raw: unknown): Data => {
  const body = (raw ?? {}) as { data?: Data };
  return body.data ?? (body as Data);
};

/**
 * An RJSF form from a screen's form definition: the entity schema, the uiSchema with label keys,
 * the project's field widgets, a precompiled validator, and the submit call. Server refusals show
 * at the top (role=alert) and under the field their code names; success does what the screen says.
 */
export function SchemaForm({
  form,
  submitLabel = 'generico.salva',
  onSuccess = { action: 'message' },
  fromQuery = NONE,
  missingQuery,
  readOnly = false,
  defaults = NONE,
}: SchemaFormProps) {
  const t = useT();
  const [query] = useSearchParams();

  const uiSchemaKeys = useMemo(() => form.uiSchema ?? NONE, [form.uiSchema]);
  const schema = useMemo(
    () => resolveFormSchema(form.schema.$ref, uiSchemaKeys),
    [form.schema.$ref, uiSchemaKeys],
  );
  const uiSchema = useMemo(() => translateUiSchema(uiSchemaKeys, t), [uiSchemaKeys, t]) as UiSchema;
  const fields = useMemo(() => Object.keys((schema.properties ?? {}) as object), [schema]);

  const queryData = useMemo(() => {
    const values: Data = {};
    for (const [field, param] of Object.entries(fromQuery)) {
      const value = query.get(param);
      if (value) values[field] = value;
    }
    return values;
  }, [fromQuery, query]);
  // Query fields (a mail link's token) are data from the start, so the validator sees them.
  const [formData, setFormData] = useState<Data>(() => ({ ...defaults, ...queryData }));
  const files = useRef(new Map<string, File>());
  const { busy, messages, done, submit, leadsTo } = useFormSubmission(
    form,
    onSuccess,
    queryData,
    files.current,
  );

  const queryMissing = Object.keys(fromQuery).some((field) => !(field in queryData));

  // The precompiled validator's module loads lazily, once per schema (its key is the schema's hash).
  const validatorId = useMemo(() => validatorKey(schema), [schema]);
  const validator =
    useQuery({
      queryKey: ['form-validator', validatorId],
      queryFn: () => loadValidator(schema),
      staleTime: Infinity,
    }).data ?? null;

  // The record to edit; its failure is shown in the form's alert, not as a toast.
  const loaded = useDataSource<Data>(form.source, undefined, { silent: true, select: recordOf });
  const record = loaded.data;
  useEffect(() => {
    // The loaded record fills the form once it comes; what the user typed meanwhile stays on top
    // of the defaults only.
    if (record) setFormData((current) => ({ ...current, ...record }));
  }, [record]);
  const shownMessages: ServerMessage[] = loaded.isError
    ? [{ code: '', text: t('msg.erroreCaricamento'), type: 'error' }, ...messages]
    : messages;

  const extraErrors = useMemo(() => {
    const errors: Record<string, { __errors: string[] }> = {};
    for (const message of messages) {
      const field = fieldOfMessage(message, fields);
      if (field) (errors[field] ??= { __errors: [] }).__errors.push(message.text);
    }
    return errors as ErrorSchema;
  }, [messages, fields]);

  if (queryMissing && missingQuery) {
    return (
      <Alert variant="danger" role="alert">
        {t(missingQuery)}
      </Alert>
    );
  }
  if (done) {
    return <FormMessages messages={done} kind="success" />;
  }

  const context: FormFieldsContext = { files: files.current, formData };

  return (
    <>
      <FormMessages messages={shownMessages} kind="danger" />
      {validator ? (
        <Form
          schema={schema as RJSFSchema}
          uiSchema={uiSchema}
          validator={validator}
          formData={formData}
          formContext={context}
          widgets={formFieldWidgets}
          templates={{ FieldTemplate }}
          extraErrors={extraErrors}
          onChange={(e) => setFormData((e.formData ?? {}) as Data)}
          onSubmit={(e) => void submit((e.formData ?? {}) as Data)}
          transformErrors={(errors) => italianErrors(errors, t)}
          // The errors are shown beside their fields; without a handler RJSF logs a user's mistake as an error.
          onError={() => undefined}
          showErrorList={false}
          noHtml5Validate
          readonly={readOnly}
          disabled={busy}
        >
          {readOnly ? <></> : <SubmitButton label={t(submitLabel)} busy={busy} leadsTo={leadsTo} />}
        </Form>
      ) : null}
    </>
  );
}
