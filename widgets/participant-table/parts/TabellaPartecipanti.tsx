import type { ReactNode } from 'react';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import type { PartecipanteViaggio } from '../../../schemas/types';
import { useT } from '../../../engine/react/runtime/EngineContext';
import { useAvvisiCodiceFiscale } from '../avvisoCodiceFiscale';
import { CampoPartecipante, MessaggiPartecipante } from './CampoPartecipante';
import { senzaAsterisco, valoreDi, type Campo, type Colonna } from './campi';
import { Paginatore } from './Paginatore';

/** Spec 2 §9: participants 10 a page, in the purchase form and in the policy change form alike. */
export const PAGE_SIZE = 10;

export interface TabellaPartecipantiProps {
  /** Prefix of the inputs' ids. */
  baseId: string;
  rows: PartecipanteViaggio[];
  /** The columns, labels still as keys (colonne()). */
  cols: Colonna[];
  mobile: boolean;
  readOnly: boolean;
  /** Rows that stay read-only while the others are editable (a change form's original names). */
  rigaBloccata?: (index: number) => boolean;
  /** The page shown (0-based), kept by the owner so that it can go back to the first. */
  page: number;
  onPage: (page: number) => void;
  /** 'Partecipante n' (or 'Capogruppo') for row `index`. */
  titolo: (index: number) => string;
  /** The first cell of a table row; by default the participant's number. */
  intestazione?: (index: number) => ReactNode;
  /** Whether the row's checks are shown yet (tried once, or the row was left). */
  mostraErrori: (index: number) => boolean;
  /** The row's own checks, shown under it when mostraErrori. */
  errori: (index: number) => string[];
  onChange: (index: number, campo: Campo, value: string) => void;
  onBlur: (index: number) => void;
}

/**
 * The participants' rows of spec 2 §2 "Participants": a table paged 10 a page on desktop, one card
 * per participant on a phone, with the tax code's check (an error for a wrong check character, a
 * warning for a code that disagrees with the name). Holds no data: the purchase form keeps its rows
 * in the trip state, the policy change form in its own draft.
 */
export function TabellaPartecipanti({
  baseId,
  rows,
  cols,
  mobile,
  readOnly,
  rigaBloccata,
  page,
  onPage,
  titolo,
  intestazione = (index) => index + 1,
  mostraErrori,
  errori,
  onChange,
  onBlur,
}: TabellaPartecipantiProps) {
  const t = useT();
  const pages = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const current = Math.min(page, pages - 1);
  const first = current * PAGE_SIZE;
  const visible = rows.slice(first, first + PAGE_SIZE);
  const avvisi = useAvvisiCodiceFiscale(visible);

  // A wrong check character is an error as soon as the code is typed; a code that disagrees with
  // the name or birth date only a warning (issue 24, defect 9).
  const esitoCf = (index: number) => avvisi[index - first];
  const messaggi = (index: number) => {
    const cf = esitoCf(index);
    const controlli = mostraErrori(index) ? errori(index) : [];
    return {
      id: `${baseId}-msg-${index}`,
      errori: cf?.livello === 'errore' ? [cf.testo, ...controlli] : controlli,
      avviso: cf?.livello === 'avviso' ? cf.testo : undefined,
    };
  };
  const label = (c: Colonna, index: number) => `${senzaAsterisco(t(c.key))} ${titolo(index).toLowerCase()}`;
  const campo = (c: Colonna, index: number, visibleLabel: boolean) => {
    const m = messaggi(index);
    const errore =
      (c.obbligatorio && mostraErrori(index) && valoreDi(rows[index]!, c.campo).trim() === '') ||
      (c.campo === 'CodiceFiscale' && esitoCf(index)?.livello === 'errore');
    return (
      <CampoPartecipante
        key={c.campo}
        id={`${baseId}-${index}-${c.campo}`}
        colonna={{ ...c, label: t(c.key) }}
        label={label(c, index)}
        value={valoreDi(rows[index]!, c.campo)}
        invalid={errore}
        describedBy={m.errori.length > 0 || m.avviso ? m.id : undefined}
        readOnly={readOnly || rigaBloccata?.(index) === true}
        visibleLabel={visibleLabel}
        onChange={(v) => onChange(index, c.campo, v)}
        onBlur={() => onBlur(index)}
      />
    );
  };

  return (
    <>
      {mobile ? (
        visible.map((_, i) => {
          const index = first + i;
          const m = messaggi(index);
          return (
            <Card key={index} className="mb-2">
              <Card.Body className="p-2">
                <fieldset>
                  <legend className="h6">{titolo(index)}</legend>
                  {cols.map((c) => campo(c, index, true))}
                  <MessaggiPartecipante {...m} />
                </fieldset>
              </Card.Body>
            </Card>
          );
        })
      ) : (
        <Table size="sm" className="align-middle mb-2">
          <thead>
            <tr>
              <th scope="col">{t('partecipanti.numero')}</th>
              {cols.map((c) => (
                <th scope="col" key={c.campo}>
                  {t(c.key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((_, i) => {
              const index = first + i;
              const m = messaggi(index);
              return [
                <tr key={index}>
                  <th scope="row" className="fw-normal">
                    {intestazione(index)}
                  </th>
                  {cols.map((c) => (
                    <td key={c.campo}>{campo(c, index, false)}</td>
                  ))}
                </tr>,
                m.errori.length > 0 || m.avviso ? (
                  <tr key={`${index}-msg`}>
                    <td />
                    <td colSpan={cols.length}>
                      <MessaggiPartecipante {...m} />
                    </td>
                  </tr>
                ) : null,
              ];
            })}
          </tbody>
        </Table>
      )}
      <Paginatore page={current} pages={pages} onPage={onPage} />
    </>
  );
}
