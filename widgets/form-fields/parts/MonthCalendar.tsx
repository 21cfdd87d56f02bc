import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import { currentCulture, MAX_DATE } from '../../../engine/core/format';

const WEEKDAYS = ['lu', 'ma', 'me', 'gi', 've', 'sa', 'do'];

/**
 * A month grid with weeks starting on Monday (spec 1 §9); days after `max` (31/12/2099 by default)
 * or before `min` cannot be picked.
 */
export function MonthCalendar({
  value,
  min,
  max = MAX_DATE,
  onPick,
}: {
  value: string | null;
  min?: string;
  max?: string;
  onPick(date: Dayjs): void;
}) {
  const selected = value ? dayjs(value) : null;
  const [month, setMonth] = useState(() => (selected?.isValid() ? selected : dayjs()).startOf('month'));
  // Monday = 0: dayjs numbers Sunday 0, so shift by six.
  const offset = (month.day() + 6) % 7;
  const days = Array.from({ length: month.daysInMonth() }, (_, i) => month.add(i, 'day'));
  const upper = dayjs(max);
  const lower = min ? dayjs(min) : null;
  const title = month.locale(currentCulture().dayjsLocale).format('MMMM YYYY');
  return (
    // Narrower than the popover's 276 px (Bootstrap's --bs-popover-max-width, border included), and
    // columns that may shrink below their content: the last column and `›` stay inside its border.
    <div className="p-2" style={{ width: '17rem', maxWidth: '100%' }}>
      <div className="d-flex justify-content-between align-items-center mb-2">
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label="Mese precedente"
          onClick={() => setMonth(month.subtract(1, 'month'))}
        >
          ‹
        </Button>
        <strong className="text-capitalize" aria-live="polite">
          {title}
        </strong>
        <Button
          size="sm"
          variant="outline-secondary"
          aria-label="Mese successivo"
          disabled={month.add(1, 'month').isAfter(upper, 'day')}
          onClick={() => setMonth(month.add(1, 'month'))}
        >
          ›
        </Button>
      </div>
      <div
        role="grid"
        aria-label={title}
        className="d-grid text-center"
        style={{ gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 2 }}
      >
        {WEEKDAYS.map((d) => (
          <div key={d} role="columnheader" className="small text-muted">
            {d}
          </div>
        ))}
        {Array.from({ length: offset }, (_, i) => (
          <div key={`blank-${i}`} />
        ))}
        {days.map((day) => {
          const out = day.isAfter(upper, 'day') || (lower !== null && day.isBefore(lower, 'day'));
          const isSelected = selected?.isSame(day, 'day') ?? false;
          return (
            <Button
              key={day.date()}
              size="sm"
              className="px-0"
              role="gridcell"
              variant={isSelected ? 'primary' : 'light'}
              aria-selected={isSelected}
              aria-label={day.locale(currentCulture().dayjsLocale).format('D MMMM YYYY')}
              disabled={out}
              onClick={() => onPick(day)}
            >
              {day.date()}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
