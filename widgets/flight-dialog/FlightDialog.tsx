import { useEffect, useMemo, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useLocation } from 'react-router-dom';
import type { Volo } from '../../schemas/types';
import { useIsMobile } from '../../engine/react/layout/useIsMobile';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { useProdottoDettaglio } from '../shopping/shoppingQueries';
import { useTripState, useTripStore } from '../shopping/tripState';
import { datiExtraConVoli, voliDaDatiExtra } from './datiExtra';
import { SelectFlightDialog } from './parts/SelectFlightDialog';
import { VoloRiga } from './parts/VoloRiga';

export type FlightDialogProps = Record<string, never>;

/**
 * The product page's flight selection (spec 2 §2 "Flight selection"), for products with
 * abilitaDatiVolo: the chosen flights or 'Nessun Volo Selezionato', and 'SELEZIONA VOLO' opening the
 * 'Seleziona volo' dialog. Saving writes the list into the trip data's datiExtra (base64url JSON
 * { datiVolo }); a route change closes the dialog without saving.
 */
export function FlightDialog({ mobile: forcedMobile }: { mobile?: boolean }) {
  const t = useT();
  const mobile = useIsMobile(forcedMobile);
  const store = useTripStore();
  const dati = useTripState((s) => s.tripData);
  const prodotto = useProdottoDettaglio(dati?.pacchettoID).data;
  const voli = useMemo(() => voliDaDatiExtra(dati?.datiExtra), [dati?.datiExtra]);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);

  const { pathname } = useLocation();
  const shownAt = useRef(pathname);
  useEffect(() => {
    if (pathname !== shownAt.current) setOpen(false);
    shownAt.current = pathname;
  }, [pathname]);

  if (!dati || !prodotto?.abilitaDatiVolo) return null;

  const save = (scelti: Volo[]) => {
    const current = store.getState().tripData;
    if (current)
      store
        .getState()
        .set({ tripData: { ...current, datiExtra: datiExtraConVoli(current.datiExtra, scelti) } });
    setOpen(false);
  };

  return (
    <Card as="section" className="mb-3" aria-labelledby="voli-titolo">
      <Card.Body>
        <Card.Title as="h2" className="h5" id="voli-titolo">
          {t('voli.titolo')}
        </Card.Title>
        <p>{t('voli.invito')}</p>
        {voli.length > 0 ? (
          <ul className="list-group mb-3" aria-label={t('voli.selezionati')}>
            {voli.map((v) => (
              <VoloRiga key={`${v.numeroVolo}-${v.timestampPartenza}`} volo={v} />
            ))}
          </ul>
        ) : (
          <p className="text-body-secondary">{t('voli.nessunVolo')}</p>
        )}
        <Button ref={opener} variant="primary" onClick={() => setOpen(true)}>
          {t('voli.selezionaVolo')}
        </Button>
      </Card.Body>
      <SelectFlightDialog
        show={open}
        voli={voli}
        fullscreen={mobile}
        onSave={save}
        onHide={() => setOpen(false)}
        onExited={() => opener.current?.focus()}
      />
    </Card>
  );
}

export default function FlightDialogWidget(_: WidgetComponentProps<FlightDialogProps>) {
  return <FlightDialog />;
}
