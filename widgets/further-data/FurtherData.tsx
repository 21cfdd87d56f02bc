import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import type { UlterioreDato } from '../../schemas/types';
import { useIsMobile } from '../../engine/react/layout/useIsMobile';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { useProdottoDettaglio } from '../shopping/shoppingQueries';
import { useTripState, useTripStore } from '../shopping/tripState';
import { ulterioreDatoObbligatorio } from './checkUlterioriDati';
import { useTentativoRifiutato } from '../add-to-cart/tentativoInvio';
import { UlterioreDatoInput } from './parts/UlterioreDatoInput';

export type FurtherDataProps = Record<string, never>;

/**
 * The further data of the product page (spec 2 §2 "Further data"): the product's items, each with its
 * description (a * when mandatory) and a free-text or dropdown input, as a grid on desktop and
 * stacked fields on a phone. Answers go to the trip data's `ulterioriDati` as the product's items
 * with their `valore`. Nothing is shown for a product without items. A mandatory item left empty
 * says so once the agent leaves it, or at once with `showErrors`.
 */
export function FurtherData({
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
  const mobile = useIsMobile(forcedMobile);
  const baseId = useId();
  const store = useTripStore();
  const dati = useTripState((s) => s.tripData);
  const items = useProdottoDettaglio(dati?.pacchettoID).data?.ulterioriDati ?? [];
  const [touched, setTouched] = useState<ReadonlySet<number>>(new Set());
  if (!dati || items.length === 0) return null;

  const valueOf = (itemID: number) => dati.ulterioriDati?.find((d) => d.itemID === itemID)?.valore ?? '';
  const errorOf = (item: UlterioreDato) =>
    item.obbligatorio && !valueOf(item.itemID).trim() && (showErrors || touched.has(item.itemID))
      ? ulterioreDatoObbligatorio(item.descrizione)
      : null;
  const change = (itemID: number, valore: string) => {
    const current = store.getState().tripData;
    if (!current) return;
    const before = new Map((current.ulterioriDati ?? []).map((d) => [d.itemID, d.valore ?? '']));
    before.set(itemID, valore);
    store.getState().set({
      tripData: {
        ...current,
        ulterioriDati: items.map((item) => ({
          itemID: item.itemID,
          descrizione: item.descrizione,
          tipo: item.tipo ?? null,
          obbligatorio: item.obbligatorio === true,
          valore: before.get(item.itemID) || null,
        })),
      },
    });
  };
  const rows = items.map((item) => ({
    item,
    id: `${baseId}-ud-${item.itemID}`,
    label: (
      <>
        {item.descrizione}
        {item.obbligatorio ? (
          <span className="text-danger" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </>
    ),
    input: (id: string) => (
      <UlterioreDatoInput
        item={item}
        id={id}
        value={valueOf(item.itemID)}
        error={errorOf(item)}
        readOnly={readOnly}
        onChange={(v) => change(item.itemID, v)}
        onBlur={() => setTouched((s) => new Set(s).add(item.itemID))}
      />
    ),
  }));
  const title = t('ulterioriDati.titolo');

  // A white surface like the page's cards: Bootstrap's red and link blue are under 4.5:1 on the
  // page's #f4f6f9 (axe color-contrast).
  return (
    <section aria-labelledby={`${baseId}-titolo`} className="mb-3 p-3 bg-body border rounded">
      <h2 id={`${baseId}-titolo`} className="h5">
        {title}
      </h2>
      {mobile ? (
        rows.map((r) => (
          <Form.Group key={r.item.itemID} className="mb-2" controlId={r.id}>
            <Form.Label>{r.label}</Form.Label>
            {r.input(r.id)}
          </Form.Group>
        ))
      ) : (
        <Table size="sm" className="align-middle">
          <thead>
            <tr>
              <th scope="col" className="w-50">
                {t('ulterioriDati.descrizione')}
              </th>
              <th scope="col">{t('ulterioriDati.valore')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.item.itemID}>
                <th scope="row" className="fw-normal">
                  <label htmlFor={r.id}>{r.label}</label>
                </th>
                <td>{r.input(r.id)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {items.some((i) => i.obbligatorio) ? (
        <p className="small text-body-secondary mb-0">{t('ulterioriDati.obbligatori')}</p>
      ) : null}
    </section>
  );
}

export default function FurtherDataWidget(_: WidgetComponentProps<FurtherDataProps>) {
  return <FurtherData />;
}
