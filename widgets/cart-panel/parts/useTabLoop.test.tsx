import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useTabLoop } from './useTabLoop';

function Dialog({ show = true }: { show?: boolean }) {
  useTabLoop(show, 'titolo');
  return (
    <>
      <button type="button">Fuori</button>
      <div role="dialog" tabIndex={-1} aria-labelledby="titolo" data-testid="dialog">
        <h2 id="titolo">Riepilogo</h2>
        <button type="button">Primo</button>
        <button type="button" hidden>
          Nascosto
        </button>
        <button type="button">Ultimo</button>
      </div>
    </>
  );
}

const button = (name: string) => screen.getByRole('button', { name });

describe('useTabLoop', () => {
  // jsdom lays nothing out: every element but a hidden one has a box here.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockImplementation(function (this: HTMLElement) {
      return (this.hidden ? [] : [{}]) as unknown as DOMRectList;
    });
  });
  afterEach(() => vi.restoreAllMocks());

  it('Tab on the last control goes to the first, Shift+Tab on the first to the last', () => {
    render(<Dialog />);
    button('Ultimo').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab' });
    expect(document.activeElement).toBe(button('Primo'));
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(button('Ultimo'));
  });

  it('Shift+Tab from the dialog itself goes to its last control', () => {
    render(<Dialog />);
    screen.getByTestId('dialog').focus();
    fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(button('Ultimo'));
  });

  it('leaves Tab alone in the middle, outside the dialog and when the dialog is closed', () => {
    const { rerender } = render(<Dialog />);
    button('Primo').focus();
    expect(fireEvent.keyDown(document.activeElement!, { key: 'Tab' })).toBe(true);
    button('Fuori').focus();
    expect(fireEvent.keyDown(document.activeElement!, { key: 'Tab', shiftKey: true })).toBe(true);
    rerender(<Dialog show={false} />);
    button('Ultimo').focus();
    expect(fireEvent.keyDown(document.activeElement!, { key: 'Tab' })).toBe(true);
    expect(document.activeElement).toBe(button('Ultimo'));
  });
});
