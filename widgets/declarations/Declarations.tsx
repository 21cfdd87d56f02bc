import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import type { DatiViaggio, QuestionarioAdeguatezza } from '../../schemas/types';
import { useDataSource } from '../../engine/react/data';
import { useIsMobile } from '../../engine/react/layout/useIsMobile';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { readData } from '../shopping/readBody';
import { useTripState, useTripStore } from '../shopping/tripState';
import { DICHIARAZIONI_MSG } from './checkDichiarazioni';
import { useTentativoRifiutato } from '../add-to-cart/tentativoInvio';
import { SceltaAdeguatezza } from './parts/SceltaAdeguatezza';
import { moduloClienteHref, useOpenModuloCliente } from './useOpenModuloCliente';

export type DeclarationsProps = Record<string, never>;

type Parametri = NonNullable<DatiViaggio['parametriDichiarazione']>;

/** The privacy notice the server serves as a plain page (spec 2 §7 static downloads). */
export const INFORMATIVA_PRIVACY_HREF = '/api/carrello/informativaPrivacy';

/** The questionnaire changes only with a new version of the portal's texts. */
const QUESTIONARIO_STALE_MS = 60 * 60_000;

/**
 * The declarations of the product page (spec 2 §2 "Declarations"): the policy conditions and
 * information set accepted, the insured's data-processing consent collected (with the privacy
 * notice), the suitability choice, and the printable customer form. Values go to the trip data's
 * `parametriDichiarazione` (adeguatezza null until chosen). `showErrors` marks what is missing.
 */
export function Declarations({
  mobile: forcedMobile,
  readOnly = false,
  showErrors: forcedErrors = false,
}: {
  mobile?: boolean;
  readOnly?: boolean;
  showErrors?: boolean;
}) {
  const t = useT();
  const showErrors = useTentativoRifiutato() || forcedErrors;
  const id = useId();
  const mobile = useIsMobile(forcedMobile);
  const store = useTripStore();
  const dati = useTripState((s) => s.tripData);
  const openModulo = useOpenModuloCliente();
  const questionario = useDataSource<QuestionarioAdeguatezza>(
    { path: 'carrello/questionarioAdeguatezza' },
    undefined,
    { select: readData<QuestionarioAdeguatezza>, staleTime: QUESTIONARIO_STALE_MS },
  ).data;
  if (!dati) return null;

  const p: Parametri = dati.parametriDichiarazione ?? {};
  const set = (change: Parametri) => {
    const current = store.getState().tripData;
    if (!current) return;
    const before = current.parametriDichiarazione ?? {};
    store.getState().set({
      tripData: {
        ...current,
        parametriDichiarazione: {
          adeguatezza: before.adeguatezza ?? null,
          checkPolizza: before.checkPolizza === true,
          checkPrivacy: before.checkPrivacy === true,
          ...change,
        },
      },
    });
  };
  const errorPolizza = showErrors && p.checkPolizza !== true ? DICHIARAZIONI_MSG.checkPolizza : null;
  const errorPrivacy = showErrors && p.checkPrivacy !== true ? DICHIARAZIONI_MSG.checkPrivacy : null;
  const errorScelta = showErrors && typeof p.adeguatezza !== 'boolean' ? DICHIARAZIONI_MSG.adeguatezza : null;
  const pacchettoID = dati.pacchettoID;

  // A white surface like the page's cards: Bootstrap's red and link blue are under 4.5:1 on the
  // page's #f4f6f9 (axe color-contrast).
  return (
    <section aria-labelledby={`${id}-titolo`} className="mb-3 p-3 bg-body border rounded">
      <h2 id={`${id}-titolo`} className="h5">
        {t('dichiarazioni.titolo')}
      </h2>
      <Form.Group className="mb-2">
        <Form.Check
          id={`${id}-polizza`}
          checked={p.checkPolizza === true}
          disabled={readOnly}
          onChange={(e) => set({ checkPolizza: e.target.checked })}
          isInvalid={errorPolizza !== null}
          aria-invalid={errorPolizza !== null || undefined}
          feedback={errorPolizza ?? undefined}
          feedbackType="invalid"
          label={t('dichiarazioni.checkPolizza')}
        />
      </Form.Group>
      <Form.Group className="mb-2">
        <Form.Check
          id={`${id}-privacy`}
          checked={p.checkPrivacy === true}
          disabled={readOnly}
          onChange={(e) => set({ checkPrivacy: e.target.checked })}
          isInvalid={errorPrivacy !== null}
          aria-invalid={errorPrivacy !== null || undefined}
          feedback={errorPrivacy ?? undefined}
          feedbackType="invalid"
          label={t('dichiarazioni.checkPrivacy')}
        />
        <a
          href={INFORMATIVA_PRIVACY_HREF}
          target="_blank"
          rel="noopener noreferrer"
          className="ms-4 small text-primary-emphasis"
        >
          {t('dichiarazioni.informativaPrivacy')}
        </a>
      </Form.Group>
      <SceltaAdeguatezza
        id={id}
        questionario={questionario}
        value={typeof p.adeguatezza === 'boolean' ? p.adeguatezza : null}
        error={errorScelta}
        readOnly={readOnly}
        onChange={(adeguatezza) => set({ adeguatezza })}
      />
      <a
        href={moduloClienteHref(pacchettoID)}
        target="_blank"
        rel="noopener noreferrer"
        className={mobile ? 'btn btn-outline-primary bg-white w-100' : 'text-primary-emphasis'}
        onClick={(e) => {
          e.preventDefault();
          void openModulo(pacchettoID);
        }}
      >
        {t('dichiarazioni.moduloCliente')}
      </a>
    </section>
  );
}

export default function DeclarationsWidget(_: WidgetComponentProps<DeclarationsProps>) {
  return <Declarations />;
}
