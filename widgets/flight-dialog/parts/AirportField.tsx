import { useId, useState } from 'react';
import Form from 'react-bootstrap/Form';
import type { Aeroporto } from '../../../schemas/types';
import { useDataSource } from '../../../engine/react/data';
import { readItems } from '../../shopping/readBody';
import { useDebounced } from '../../shopping/useDebounced';

const SUGGEST_DEBOUNCE_MS = 200;

/**
 * An airport field (WAI-ARIA combobox with a listbox popup): typing two characters asks
 * GET carrello/aeroporti (background, no busy overlay) for airports by code, city or name; arrows
 * move through them, Enter or a click picks one, Escape closes the list. The value is the picked
 * airport's IATA code, or what was typed (a code typed by hand works too).
 */
export function AirportField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const listId = `${id}-lista`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const testo = useDebounced(value.trim(), SUGGEST_DEBOUNCE_MS);
  const query = useDataSource<Aeroporto[]>(
    { path: 'carrello/aeroporti' },
    { testo },
    { background: true, enabled: testo.length >= 2, select: readItems<Aeroporto> },
  );
  const options = open && testo.length >= 2 && testo === value.trim() ? (query.data ?? []) : [];
  const shown = options.length > 0;

  const pick = (a: Aeroporto) => {
    onChange(a.iata);
    setOpen(false);
    setActive(-1);
  };

  return (
    <Form.Group className="mb-2 position-relative" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        role="combobox"
        autoComplete="off"
        value={value}
        aria-expanded={shown}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={shown && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder="Codice, città o nome"
        onChange={(e) => {
          onChange(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onBlur={() => setOpen(false)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && options.length > 0) {
            e.preventDefault();
            setOpen(true);
            setActive((active + 1) % options.length);
          } else if (e.key === 'ArrowUp' && options.length > 0) {
            e.preventDefault();
            setActive(active <= 0 ? options.length - 1 : active - 1);
          } else if (e.key === 'Enter' && shown && active >= 0) {
            e.preventDefault();
            pick(options[active]!);
          } else if (e.key === 'Escape' && shown) {
            e.preventDefault();
            e.stopPropagation();
            setOpen(false);
          }
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!shown}
        className="list-group position-absolute w-100 shadow"
        style={{ zIndex: 1060 }}
      >
        {options.map((a, i) => (
          <li
            key={a.iata}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            className={`list-group-item list-group-item-action${i === active ? ' active' : ''}`}
            style={{ cursor: 'pointer' }}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => pick(a)}
          >
            <strong>{a.iata}</strong> {a.citta} — {a.nome} <small>({a.paese})</small>
          </li>
        ))}
      </ul>
    </Form.Group>
  );
}
