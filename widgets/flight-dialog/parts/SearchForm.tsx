import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useT } from '../../../engine/react/runtime/EngineContext';
import { PRIMO_GIORNO_VOLO, ULTIMO_GIORNO_VOLO, type RicercaVolo } from '../searchRules';
import { AirportField } from './AirportField';

/** The search of the 'Seleziona volo' dialog: by flight number, or by airports, and the departure day. */
export function SearchForm({
  value,
  onChange,
  onSearch,
}: {
  value: RicercaVolo;
  onChange: (value: RicercaVolo) => void;
  onSearch: () => void;
}) {
  const t = useT();
  const set = (part: Partial<RicercaVolo>) => onChange({ ...value, ...part });
  return (
    <Form
      noValidate
      aria-label={t('voli.ricerca')}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch();
      }}
    >
      <fieldset className="mb-2">
        <legend className="fs-6">{t('voli.tipoRicerca')}</legend>
        <Form.Check
          inline
          type="radio"
          id="ricerca-volo-numero"
          name="ricerca-volo-modo"
          label={t('voli.cercaPerNumero')}
          checked={value.modo === 'numero'}
          onChange={() => set({ modo: 'numero' })}
        />
        <Form.Check
          inline
          type="radio"
          id="ricerca-volo-aeroporti"
          name="ricerca-volo-modo"
          label={t('voli.cercaPerAeroporti')}
          checked={value.modo === 'aeroporti'}
          onChange={() => set({ modo: 'aeroporti' })}
        />
      </fieldset>
      {value.modo === 'numero' ? (
        <Form.Group className="mb-2" controlId="ricerca-volo-numero-volo">
          <Form.Label>{t('voli.numeroVolo')}</Form.Label>
          <Form.Control
            value={value.numeroVolo}
            maxLength={20}
            placeholder="AZ610"
            autoComplete="off"
            onChange={(e) => set({ numeroVolo: e.target.value })}
          />
        </Form.Group>
      ) : (
        <>
          <AirportField
            label={t('voli.aeroportoPartenza')}
            value={value.aeroportoPartenza}
            onChange={(aeroportoPartenza) => set({ aeroportoPartenza })}
          />
          <AirportField
            label={t('voli.aeroportoDestinazione')}
            value={value.aeroportoDestinazione}
            onChange={(aeroportoDestinazione) => set({ aeroportoDestinazione })}
          />
        </>
      )}
      <Form.Group className="mb-3" controlId="ricerca-volo-data">
        <Form.Label>{t('voli.dataPartenza')}</Form.Label>
        <Form.Control
          type="date"
          min={PRIMO_GIORNO_VOLO}
          max={ULTIMO_GIORNO_VOLO}
          value={value.dataPartenza}
          onChange={(e) => set({ dataPartenza: e.target.value })}
        />
      </Form.Group>
      <Button type="submit" variant="primary">
        {t('generico.cerca')}
      </Button>
    </Form>
  );
}
