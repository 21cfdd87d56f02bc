import Form from '@rjsf/react-bootstrap';
import type { RegistryWidgetsType } from '@rjsf/utils';
import { useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useSearchParams } from 'react-router-dom';
import type { ParametriViaggio } from '../../schemas/types';
import { useIsMobile } from '../../engine/react/layout/useIsMobile';
import { useEngine, useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { formFieldWidgets } from '../form-fields';
import { serverOnlyValidator } from '../form/serverOnlyValidator';
import { useTripState } from '../shopping/tripState';
import { useShoppingActions } from '../shopping/useShoppingActions';
import { GridObjectTemplate } from './parts/GridObjectTemplate';
import { IntegerAmountWidget } from './parts/IntegerAmountWidget';
import { ParticipantCountWidget } from './parts/ParticipantCountWidget';
import { TripFieldTemplate } from './parts/TripFieldTemplate';
import { tripFormSchema, type OptionList, type TripSources } from './parts/tripFormSchema';
import { testiProblemiDate } from './parts/dateViaggio';
import { almenoUnPartecipante, tripProblems } from './parts/tripRules';
import { TripSummary } from './parts/TripSummary';

export interface TripFormWidgetProps {
  /** `quote`: the preventivatore page; `list`: above the product list. */
  mode: 'quote' | 'list';
  /** Fields per row on wide screens (spec 2 §2: 2 by default). */
  columns?: number;
  /** Dropdown call paths, when they differ from the defaults. */
  sources?: Partial<TripSources>;
  /** Shows the optional second amount (boat amount). */
  secondoImporto?: boolean;
  /** Label key of the submit button (default viaggio.trovaPolizze, 'Trova Polizze'). */
  submitLabel?: string;
  /** Choices made for the user when the field is empty (an item's value or text), by field. */
  defaults?: Partial<Record<'destinazioneStato' | 'eta' | 'nazionalita' | 'tipologiaPolizza', string>>;
}

export interface TripFormProps extends Omit<TripFormWidgetProps, 'mode'> {
  /** `product`: the trip data of the product page, edited live (onChange), no submit button. */
  mode: TripFormWidgetProps['mode'] | 'product';
  /** The quote page's `readonly=true`: parameters shown, not editable. */
  readOnly?: boolean;
  /** Forces the phone layout (stories); otherwise the viewport decides. */
  mobile?: boolean;
  /** Starting values; by default the stored trip parameters. */
  initial?: ParametriViaggio | null;
  /** Called with the checked parameters instead of the page's own action (product page, tests). */
  onSubmit?(parametri: ParametriViaggio): void | Promise<void>;
  /** Every change (product page). */
  onChange?(parametri: ParametriViaggio): void;
  /** The product's own destinations and departure areas (product page). */
  destinazioni?: OptionList[];
  nazionalita?: OptionList[];
  /** The product's cart texts by kind, replacing the default labels (spec 2 §3 "Cart text kinds"). */
  testi?: Record<number, string>;
}

const widgets: RegistryWidgetsType = {
  ...formFieldWidgets,
  'integer-amount': IntegerAmountWidget,
  'participant-count': ParticipantCountWidget,
};
const templates = { FieldTemplate: TripFieldTemplate, ObjectFieldTemplate: GridObjectTemplate };

/**
 * The trip-parameter form of spec 2 §2 and §5: on the quote page with heading, line and required
 * marks; on the list page with its title, read-only once submitted (a collapsible summary with
 * "Modifica" on phones). "Trova Polizze" checks the fields (one red toast per failure) and then finds
 * the policies (quote page) or prices the listed ones again (list page).
 */
export function TripForm({
  mode,
  columns = 2,
  sources: sourceOverrides,
  secondoImporto = false,
  submitLabel = 'viaggio.trovaPolizze',
  defaults,
  readOnly = false,
  mobile: forcedMobile,
  initial,
  onSubmit,
  onChange,
  destinazioni: ownDestinazioni,
  nazionalita: ownNazionalita,
  testi,
}: TripFormProps) {
  const t = useT();
  const { toast } = useEngine();
  const actions = useShoppingActions();
  const mobile = useIsMobile(forcedMobile);
  const stored = useTripState((s) => s.parameters);
  const categoryId = useTripState((s) => s.categoryId);
  const start = initial !== undefined ? initial : stored;
  const [values, setValues] = useState<ParametriViaggio>(() => ({ numeroPartecipanti: 1, ...start }));
  const [locked, setLocked] = useState(mode === 'list' && start !== null && start !== undefined);
  const quote = mode === 'quote';
  const product = mode === 'product';
  // On the product page other parts change the trip too (a participant file sets the number of
  // participants): values given from outside, not the ones this form has just emitted, are taken in.
  const emitted = useRef<ParametriViaggio | null | undefined>(initial);
  const [given, setGiven] = useState(initial);
  if (product && initial !== given) {
    setGiven(initial);
    if (initial && initial !== emitted.current) setValues({ numeroPartecipanti: 1, ...initial });
  }

  const categoriaID = categoryId ?? values.categoriaID ?? null;
  const { schema, uiSchema } = useMemo(
    () =>
      tripFormSchema({
        t,
        quote,
        values,
        sources: sourceOverrides,
        columns,
        secondoImporto,
        categoriaID,
        destinazioni: ownDestinazioni,
        nazionalita: ownNazionalita,
        testi,
        defaults,
      }),
    [
      t,
      quote,
      values,
      sourceOverrides,
      columns,
      secondoImporto,
      categoriaID,
      ownDestinazioni,
      ownNazionalita,
      testi,
      defaults,
    ],
  );

  async function submit(data: ParametriViaggio) {
    if (product) return;
    // Spec 2 §5: dates breaking their rules are kept as typed and refused here (issue 24).
    const problems = [...testiProblemiDate(data, t), ...tripProblems(data).map((p) => t(p.key))];
    if (problems.length > 0) {
      const title = t('msg.erroreGenerico');
      for (const body of problems) toast({ variant: 'danger', title, body });
      return;
    }
    if (onSubmit) await onSubmit(data);
    else if (quote) await actions.findPolicies(data);
    else actions.reprice(data);
    if (!quote) setLocked(true);
  }

  const disabled = readOnly || locked;
  const heading = product ? (
    <h2 className="h5 mb-3">{t('viaggio.datiViaggio')}</h2>
  ) : quote ? (
    <header className="mb-3">
      <h1 className="h3 mb-1">{t('viaggio.preventivatore')}</h1>
      <p className="mb-1">{t('viaggio.sottotitoloPreventivatore')}</p>
      <p className="small text-body-secondary mb-0">{t('viaggio.campoObbligatorio')}</p>
    </header>
  ) : (
    <h2 className="h5 mb-3">{t('viaggio.titoloLista')}</h2>
  );

  if (!quote && mobile && locked) {
    return (
      <section className="trip-form mb-3" aria-label={t('viaggio.titoloLista')}>
        <TripSummary parametri={values} onEdit={() => setLocked(false)} />
      </section>
    );
  }

  return (
    <section className="trip-form card card-body mb-3">
      {heading}
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={serverOnlyValidator}
        formData={values}
        widgets={widgets}
        templates={templates}
        onChange={(e) => {
          const next = almenoUnPartecipante((e.formData ?? {}) as ParametriViaggio);
          setValues(next);
          emitted.current = next;
          onChange?.(next);
        }}
        onSubmit={(e) => void submit(almenoUnPartecipante((e.formData ?? {}) as ParametriViaggio))}
        noValidate
        noHtml5Validate
        showErrorList={false}
        readonly={disabled}
      >
        <div className="d-flex gap-2 justify-content-end mt-2">
          {/* Keys keep the two buttons apart: reused, the clicked "Modifica" turned into the submit
              button before the click's default action ran, and submitted the form it unlocked. */}
          {product ? null : locked ? (
            <Button key="modifica" variant="outline-primary" onClick={() => setLocked(false)}>
              {t('viaggio.modifica')}
            </Button>
          ) : (
            <Button key="trova" type="submit" variant="primary">
              {t(submitLabel)}
            </Button>
          )}
        </div>
      </Form>
    </section>
  );
}

export default function TripFormWidget({ props }: WidgetComponentProps<TripFormWidgetProps>) {
  const [query] = useSearchParams();
  return <TripForm {...props} readOnly={props.mode === 'quote' && query.get('readonly') === 'true'} />;
}
