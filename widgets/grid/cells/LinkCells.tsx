import { Icon } from '../../icons/icons';
import Button from 'react-bootstrap/Button';
import { useT } from '../../../engine/react/runtime/EngineContext';
import type { GridCellProps } from './GridCellProps';
import { hrefOf, isSafeHref } from './format';
import { useFileDownload } from './useFileDownload';

export function LinkCell({ value, row, column }: GridCellProps) {
  const href = hrefOf(value, row, column.format);
  const text = value === null || value === undefined ? '' : String(value);
  if (!href || !isSafeHref(href)) return <>{text}</>;
  const external = /^https?:/i.test(href);
  return (
    <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {text || href}
    </a>
  );
}

/**
 * A file the server serves to the signed-in user; the cell value is the file name. The call is
 * `file/{name}` unless the column's `format` gives another path template (`dev/outbox/{name}`).
 */
export function DownloadFileCell({ value, row, column }: GridCellProps) {
  const download = useFileDownload();
  const t = useT();
  if (typeof value !== 'string' || value === '') return null;
  const path = column.format ? hrefOf(value, row, column.format) : `file/${encodeURIComponent(value)}`;
  return (
    <Button
      variant="link"
      size="sm"
      className="p-0"
      aria-label={`${t('griglia.scarica')} ${value}`}
      onClick={() => void download(path ?? '', value)}
    >
      <Icon name="download" className="me-1" />
      {value}
    </Button>
  );
}

/**
 * A policy's certificate, `file/adesione/{id}`; the cell value is the adesione id, an internal key:
 * the button's name and the file say the row's policy number (`numero`) instead, when the row has it.
 */
export function DownloadFileAdesioneCell({ value, row, column }: GridCellProps) {
  const download = useFileDownload();
  const t = useT();
  if (value === null || value === undefined || value === '') return null;
  const id = String(value);
  const numero = typeof row.numero === 'string' && row.numero !== '' ? row.numero : id;
  const label = t(column.title ?? 'griglia.scarica');
  return (
    <Button
      variant="outline-secondary"
      size="sm"
      // The name starts with what is seen (WCAG 2.5.3 label in name); the arrow is decoration.
      aria-label={`PDF: ${t('griglia.scaricaAdesione')} ${numero}`}
      onClick={() => void download(`file/adesione/${encodeURIComponent(id)}`, `adesione-${numero}.pdf`)}
    >
      <Icon name="download" className="me-1" />
      PDF
      <span className="visually-hidden"> {label}</span>
    </Button>
  );
}
