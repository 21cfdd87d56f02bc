import { useId, useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import type { RicaricaCredito } from '../../schemas/types';
import { RICARICA_CREDITO, useStartPayment } from '../statement-payment/useStartPayment';
import { MAX_RICARICA, MIN_RICARICA, readAmount, type AmountProblem } from './topUpAmount';

/**
 * 'Ricarica il credito' (issue 12): the distributor buys credit by card; the server answers the
 * gateway's page and the movement appears in the credits list once the payment is verified.
 */
export function CreditTopUp() {
  const t = useT();
  const id = useId();
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<AmountProblem | null>(null);
  const payment = useStartPayment<RicaricaCredito>(RICARICA_CREDITO);

  const problems: Record<AmountProblem, string> = {
    fuoriLimiti: t('ricarica.fuoriLimiti'),
    decimali: t('ricarica.decimali'),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readAmount(text);
    if ('problem' in read) {
      setProblem(read.problem);
      return;
    }
    setProblem(null);
    void payment.start({ importo: read.importo });
  };

  return (
    <Card className="mb-4" as="section" aria-labelledby={`${id}-titolo`}>
      <Card.Body>
        <h2 id={`${id}-titolo`} className="h5">
          {t('ricarica.titolo')}
        </h2>
        <Form noValidate onSubmit={submit} className="d-flex flex-wrap align-items-start gap-2">
          <Form.Group controlId={`${id}-importo`} style={{ maxWidth: 260 }}>
            <Form.Label>{t('ricarica.importo')}</Form.Label>
            <Form.Control
              type="number"
              inputMode="decimal"
              min={MIN_RICARICA}
              max={MAX_RICARICA}
              step={0.01}
              required
              value={text}
              isInvalid={problem !== null}
              aria-invalid={problem !== null}
              aria-describedby={problem ? `${id}-problema` : undefined}
              onChange={(e) => {
                setText(e.target.value);
                setProblem(null);
              }}
            />
            <Form.Control.Feedback type="invalid" id={`${id}-problema`}>
              {problem && problems[problem]}
            </Form.Control.Feedback>
          </Form.Group>
          <Button type="submit" variant="primary" className="mt-md-4" disabled={payment.busy}>
            {t('ricarica.conCarta')}
          </Button>
        </Form>
        {payment.error && (
          <Alert variant="danger" role="alert" className="mt-3 mb-0">
            {payment.error}
          </Alert>
        )}
      </Card.Body>
    </Card>
  );
}

/** On a screen the top-up box sits above the node's children (the credits grid). */
export default function CreditTopUpWidget({ children }: WidgetComponentProps<Record<string, never>>) {
  return (
    <>
      <CreditTopUp />
      {children}
    </>
  );
}
