import { useState } from 'react';
import { formatDate, parseDate, toApiDate } from '../../../engine/core/format';

/**
 * A birth date typed as DD/MM/YYYY in a text input (one Tab stop, where the browser's date input had
 * three or four: issue 24, a faster sale) and kept as YYYY-MM-DD, as the table and the API hold it.
 * Text that is not a date yet leaves the value empty; an outside change (the date a tax code gives)
 * rewrites the text, typing does not.
 */
export function useTestoData(
  value: string,
  onChange: (iso: string) => void,
): { text: string; change: (typed: string) => void; commit: () => void } {
  const [text, setText] = useState(() => formatDate(value || undefined));
  // Only the value's outside changes rewrite the text: adjusted while rendering, as React advises
  // for state that follows a prop, rather than in an effect that would read a stale text.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    if (value !== (toApiDate(parseDate(text)) ?? '')) setText(formatDate(value || undefined));
  }
  const change = (typed: string) => {
    setText(typed);
    onChange(toApiDate(parseDate(typed)) ?? '');
  };
  // On leaving, a date typed as D/M/YYYY shows as DD/MM/YYYY.
  const commit = () => {
    const parsed = parseDate(text);
    if (parsed) setText(formatDate(parsed));
  };
  return { text, change, commit };
}
