import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useT } from '../../engine/react/runtime/EngineContext';
import { fileProblem } from './fileChoice';
import { formFieldsOf } from './formFieldsContext';

/**
 * A document to upload with the form. The form data holds the file's name (so `required` works);
 * the File itself waits in the form's context and leaves as a multipart part of the same name.
 * `ui:options`: `accept` (".pdf,.jpg,.jpeg,.png") and `maxSize` in bytes, both checked here
 * before sending — the server sniffs the content and checks again.
 */
export function FileUploadWidget(props: WidgetProps) {
  const {
    id,
    name,
    value,
    onChange,
    required,
    disabled,
    readonly,
    rawErrors = [],
    options,
    registry,
  } = props;
  const t = useT();
  const { files } = formFieldsOf(registry);
  const [problem, setProblem] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const accept = typeof options.accept === 'string' ? options.accept : undefined;
  const maxSize = typeof options.maxSize === 'number' ? options.maxSize : undefined;

  const choose = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    const refused = fileProblem(file, { accept, maxSize }, t);
    if (refused) {
      setProblem(refused);
      setInputKey((k) => k + 1);
      return;
    }
    files.set(name, file);
    onChange(file.name);
  };

  const remove = () => {
    files.delete(name);
    setInputKey((k) => k + 1);
    onChange(undefined);
  };

  const chosen = typeof value === 'string' && value !== '' ? value : null;
  return (
    <>
      {chosen ? (
        <InputGroup>
          <Form.Control
            id={id}
            value={chosen}
            readOnly
            aria-label={props.label}
            isInvalid={rawErrors.length > 0}
          />
          {disabled || readonly ? null : (
            <Button variant="outline-secondary" onClick={remove}>
              {t('generico.rimuovi')}
            </Button>
          )}
        </InputGroup>
      ) : (
        <Form.Control
          key={inputKey}
          id={id}
          name={id}
          type="file"
          accept={accept}
          required={required}
          disabled={disabled || readonly}
          isInvalid={rawErrors.length > 0 || problem !== null}
          onChange={(e) => choose((e.target as HTMLInputElement).files?.[0])}
        />
      )}
      {problem ? <div className="invalid-feedback d-block">{problem}</div> : null}
    </>
  );
}
