import type { FieldTemplateProps } from '@rjsf/utils';
import { getTemplate, getUiOptions } from '@rjsf/utils';
import Form from 'react-bootstrap/Form';

/**
 * The theme's field template with the required mark outside the label: the label is the field's
 * accessible name ("Password", not "Password*"), and the star is for the eye only. Only the
 * uiSchema's description is shown, never the entity schema's.
 */
export function FieldTemplate(props: FieldTemplateProps) {
  const { id, children, displayLabel, rawErrors = [], errors, help, description, rawDescription } = props;
  const { classNames, style, label, hidden, required, uiSchema, registry } = props;
  const uiOptions = getUiOptions(uiSchema);
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);
  if (hidden) return <div className="d-none">{children}</div>;
  const isCheckbox = uiOptions.widget === 'checkbox';
  const invalid = rawErrors.length > 0;
  // A schema's own descriptions document the API (in English, for /api/docs); the help a user reads
  // is the screen's `ui:description` or `ui:help`, through label keys.
  const described = Boolean(rawDescription) && typeof uiOptions.description === 'string';
  return (
    <WrapIfAdditionalTemplate {...props} classNames={`${classNames ?? ''} mb-3`} style={style}>
      <Form.Group>
        {displayLabel && !isCheckbox && (
          <div>
            <Form.Label htmlFor={id} className={invalid ? 'text-danger' : ''}>
              {label}
            </Form.Label>
            {required ? (
              <span className="text-danger ms-1" aria-hidden="true">
                *
              </span>
            ) : null}
          </div>
        )}
        {children}
        {displayLabel && described && !isCheckbox && (
          <Form.Text className={invalid ? 'text-danger' : 'text-muted'}>{description}</Form.Text>
        )}
        {errors}
        {help}
      </Form.Group>
    </WrapIfAdditionalTemplate>
  );
}
