import type { RJSFValidationError } from '@rjsf/utils';
import { useMemo, useState, type FormEvent } from 'react';
import { FormMessages } from './FormMessages';
import { useT } from '../../engine/react/runtime/EngineContext';
import { italianErrors } from './italianErrors';
import { fieldOfError, toValidationErrors, type AjvError, type PlainField } from './plainFields';
import type { SchemaFormProps } from './SchemaForm';
import { fieldOfMessage } from './submitForm';
import { SubmitButton } from './SubmitButton';
import { useFormSubmission } from './useFormSubmission';

/** A precompiled ajv validator (scripts/compile-form-validators): errors land on the function. */
export type PlainValidate = ((data: unknown) => boolean) & { errors?: AjvError[] | null };

type Data = Record<string, unknown>;
const NONE: Record<string, never> = {};
const NO_FILES: ReadonlyMap<string, File> = new Map();

interface PlainFormProps extends SchemaFormProps {
  fields: PlainField[];
  validate: PlainValidate;
}

/**
 * The form widget's renderer for plain forms (see plainFields): the markup of the RJSF
 * react-bootstrap theme with our FieldTemplate, the same precompiled validator and Italian
 * messages, the same submission (useFormSubmission); without loading RJSF. As in RJSF without live
 * validation, errors are checked on submit and stay until the next one; an emptied field is absent.
 */
export function PlainForm({
  fields,
  validate,
  form,
  submitLabel = 'generico.salva',
  onSuccess = { action: 'message' },
  defaults = NONE,
}: PlainFormProps) {
  const t = useT();
  const [formData, setFormData] = useState<Data>(() => ({ ...defaults }));
  const [errors, setErrors] = useState<RJSFValidationError[]>([]);
  const { busy, messages, done, submit, leadsTo } = useFormSubmission(form, onSuccess, NONE, NO_FILES);

  const fieldErrors = useMemo(() => {
    const byField = new Map<string, string[]>();
    const add = (field: string | null, text: string) => {
      if (field) byField.set(field, [...(byField.get(field) ?? []), text]);
    };
    for (const error of errors) add(fieldOfError(error), error.message ?? '');
    // Server refusals naming a field show under it too (RJSF's extraErrors).
    const names = fields.map((f) => f.name);
    for (const message of messages) add(fieldOfMessage(message, names), message.text);
    return byField;
  }, [errors, messages, fields]);

  if (done) {
    return <FormMessages messages={done} kind="success" />;
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const data = { ...formData };
    const found = validate(data) ? [] : italianErrors(toValidationErrors(validate.errors ?? []), t);
    setErrors(found);
    if (found.length === 0) void submit(data);
  };

  return (
    <>
      <FormMessages messages={messages} kind="danger" />
      <form className="rjsf" noValidate onSubmit={onSubmit}>
        <div className="rjsf-field rjsf-field-object mb-3">
          <div>
            <div className="p-0 container-fluid">
              {fields.map((field) => (
                <PlainRow
                  key={field.name}
                  field={field}
                  value={formData[field.name]}
                  errors={fieldErrors.get(field.name) ?? []}
                  disabled={busy}
                  onChange={(value) =>
                    setFormData((current) => {
                      const { [field.name]: _previous, ...rest } = current;
                      return value === '' ? rest : { ...rest, [field.name]: value };
                    })
                  }
                />
              ))}
            </div>
          </div>
        </div>
        <SubmitButton label={t(submitLabel)} busy={busy} leadsTo={leadsTo} />
      </form>
    </>
  );
}

// RJSF's grid row and its markup (even the space before a field), so both renderers draw alike.
const ROW_STYLE = { marginBottom: 10 };

function PlainRow({
  field,
  value,
  errors,
  disabled,
  onChange,
}: {
  field: PlainField;
  value: unknown;
  errors: string[];
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const t = useT();
  const id = `root_${field.name}`;
  const text = typeof value === 'string' ? value : '';
  if (field.input === 'hidden') {
    return (
      <div style={ROW_STYLE} className="d-none row">
        <div className="col-12">
          {' '}
          <div className="d-none">
            <input id={id} type="hidden" value={text} name={id} />
          </div>
        </div>
      </div>
    );
  }
  const title = field.ui['ui:title'];
  const label = typeof title === 'string' ? t(title) : field.name;
  const invalid = errors.length > 0;
  const autoComplete = field.ui['ui:autocomplete'];
  return (
    <div style={ROW_STYLE} className="row">
      <div className="col-12">
        {' '}
        <div className={`rjsf-field rjsf-field-string${invalid ? ' rjsf-field-error' : ''} mb-3`}>
          <div>
            <div>
              <label className={invalid ? 'text-danger form-label' : 'form-label'} htmlFor={id}>
                {label}
              </label>
              {field.required ? (
                <span className="text-danger ms-1" aria-hidden="true">
                  *
                </span>
              ) : null}
            </div>
            <input
              placeholder=""
              required={field.required}
              autoComplete={typeof autoComplete === 'string' ? autoComplete : undefined}
              // The screen asks for it (ui:autofocus), as RJSF does.
              autoFocus={field.ui['ui:autofocus'] === true}
              aria-describedby={`${id}__error ${id}__description ${id}__help`}
              id={id}
              className={invalid ? 'is-invalid form-control' : 'form-control'}
              type={field.input}
              value={text}
              name={id}
              disabled={disabled}
              onChange={(event) => onChange(event.target.value)}
            />
            {invalid ? (
              <ul id={`${id}__error`} className="list-group">
                {errors.map((error, i) => (
                  <li key={i} className="border-0 m-0 p-0 list-group-item">
                    <small className="m-0 text-danger">{error}</small>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        </div>
      </div>
    </div>
  );
}
