import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';

/**
 * A button of the navigation bar that opens a dialog (cart, messages, import): its accessible name
 * and tooltip, an inline 16×16 icon drawn at 18 px from `paths`, and an optional count after it.
 * `data-*` attributes pass through, for the dialogs that hand the focus back to their icon.
 */
export function NavIconButton({
  label,
  paths,
  onOpen,
  count,
  ...data
}: {
  label: string;
  paths: readonly string[];
  onOpen: () => void;
  count?: ReactNode;
} & { [key: `data-${string}`]: string }) {
  return (
    <Button
      variant="outline-secondary"
      className="ms-2"
      aria-label={label}
      title={label}
      aria-haspopup="dialog"
      onClick={onOpen}
      {...data}
    >
      <svg
        aria-hidden="true"
        width="18"
        height="18"
        viewBox="0 0 16 16"
        fill="currentColor"
        className={count === undefined ? 'align-text-bottom' : 'me-1 align-text-bottom'}
      >
        {paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
      {count}
    </Button>
  );
}
