import type { FieldTemplateProps } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import Form from 'react-bootstrap/Form';

/**
 * A trip field: label (visually hidden when `ui:options.hiddenLabel`, as the nationality's is) and
 * the required mark outside it, so the accessible name stays the plain label.
 */
export function TripFieldTemplate(props: FieldTemplateProps) {
  const { id, children, displayLabel, label, hidden, required, uiSchema, errors, help } = props;
  const options = getUiOptions(uiSchema);
  if (hidden) return <div className="d-none">{children}</div>;
  if (id === 'root') return <>{children}</>;
  return (
    <Form.Group className="mb-2">
      {displayLabel && (
        <div className={options.hiddenLabel ? 'visually-hidden' : undefined}>
          <Form.Label htmlFor={id} className="mb-1">
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
      {errors}
      {help}
    </Form.Group>
  );
}
