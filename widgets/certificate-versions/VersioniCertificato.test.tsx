import { composeStories } from '@storybook/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './VersioniCertificato.stories';
import { versioniRichieste } from './VersioniCertificato.stories';

const { DueModifiche, UnaVersione } = composeStories(stories, preview);

/** Records what the browser would save instead of saving it. */
function savedDownloads(): string[] {
  URL.createObjectURL = vi.fn(() => 'blob:versione');
  URL.revokeObjectURL = vi.fn();
  const saved: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}

afterEach(() => {
  vi.restoreAllMocks();
  versioniRichieste.length = 0;
});

describe('VersioniCertificato', { timeout: 20_000 }, () => {
  it('lists each earlier version, named with its title, date and the policy number', async () => {
    const { container } = render(<DueModifiche />);
    const list = await screen.findByRole('list', { name: 'Versioni precedenti del certificato:' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => [b.textContent, b.getAttribute('aria-label')]),
    ).toEqual([
      [
        'Certificato originale (25/11/2026)',
        'Scarica Certificato originale (25/11/2026) della polizza n. OVR-2026-000123',
      ],
      [
        'Appendice di variazione n. 1 (01/12/2026)',
        'Scarica Appendice di variazione n. 1 (01/12/2026) della polizza n. OVR-2026-000123',
      ],
    ]);
    // The latest is the card's own button, not listed again.
    expect(screen.queryByText(/Appendice di variazione n. 2/)).toBeNull();
    // jsdom draws nothing: contrast and the canvas-measured name check are for Chromium (e2e).
    const result = await axe.run(container, {
      rules: { 'color-contrast': { enabled: false }, 'label-content-name-mismatch': { enabled: false } },
    });
    expect(result.violations.map((v) => v.id)).toEqual([]);
  });

  it('downloads the version asked for, by mouse and by keyboard', async () => {
    const saved = savedDownloads();
    const user = userEvent.setup();
    render(<DueModifiche />);
    await user.click(await screen.findByRole('button', { name: /^Scarica Certificato originale/ }));
    await waitFor(() => expect(saved).toEqual(['adesione-versione-1.pdf']));
    expect(versioniRichieste).toEqual(['1']);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Appendice di variazione n. 1 (01/12/2026)');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(saved).toEqual(['adesione-versione-1.pdf', 'adesione-versione-2.pdf']));
    expect(versioniRichieste).toEqual(['1', '2']);
  });

  it('shows nothing for a policy never changed', async () => {
    const { container } = render(<UnaVersione />);
    await waitFor(() => expect(container.querySelector('button')).toBeNull());
    expect(screen.queryByRole('list')).toBeNull();
  });
});
