import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import { useT } from '../../../engine/react/runtime/EngineContext';
import { Icon } from '../../icons/icons';
import type { GridCellProps } from './GridCellProps';
import { useCustomButtons } from './useCustomButtons';

export function ActionsCell({ row, column, commands }: GridCellProps) {
  const buttons = useCustomButtons(column, commands, row);
  return (
    <span className="d-inline-flex gap-1 flex-wrap">
      {buttons.map((b) => (
        <Button
          key={b.name}
          size="sm"
          variant={b.name === 'delete' ? 'outline-danger' : 'outline-secondary'}
          aria-label={b.label}
          title={b.label}
          onClick={() => commands.run(b.name, row)}
        >
          {b.icon ? <Icon name={b.icon} /> : b.label}
        </Button>
      ))}
    </span>
  );
}

/** The same buttons as a menu, for rows with many actions. */
export function ActionsListCell({ row, rowId, column, commands }: GridCellProps) {
  const t = useT();
  const buttons = useCustomButtons(column, commands, row);
  if (buttons.length === 0) return null;
  return (
    <Dropdown>
      <Dropdown.Toggle
        size="sm"
        variant="outline-secondary"
        id={`azioni-${column.field}-${rowId ?? 'x'}`}
        aria-label={t('griglia.azioni')}
      >
        <Icon name="threeDots" />
      </Dropdown.Toggle>
      <Dropdown.Menu>
        {buttons.map((b) => (
          <Dropdown.Item key={b.name} as="button" onClick={() => commands.run(b.name, row)}>
            {b.icon && <Icon name={b.icon} className="me-1" />}
            {b.label}
          </Dropdown.Item>
        ))}
      </Dropdown.Menu>
    </Dropdown>
  );
}
