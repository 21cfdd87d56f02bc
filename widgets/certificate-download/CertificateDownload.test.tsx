import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './CertificateDownload.stories';

const { LinkValido, LinkScaduto, SenzaToken, LinkAUnaVersione } = composeStories(stories, preview);

afterEach(() => vi.restoreAllMocks());

describe('CertificateDownload', () => {
  it('downloads the certificate of the link as adesione.pdf', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:certificato');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('adesione.pdf');
      expect(this.href).toBe('blob:certificato');
    });
    render(<LinkValido />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Scarica certificato assicurativo' }));
    expect(await screen.findByText('Il certificato è stato scaricato come adesione.pdf.')).toHaveProperty(
      'role',
      'status',
    );
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('says on the page that an expired link does not work', async () => {
    render(<LinkScaduto />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Scarica certificato assicurativo' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Il link del certificato non è valido o è scaduto',
    );
  });

  it('asks for the version the link names (issue 26)', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:certificato');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    render(<LinkAUnaVersione />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Scarica certificato assicurativo' }));
    await screen.findByText('Il certificato è stato scaricato come adesione.pdf.');
    expect(stories.versioniChieste).toEqual(['1']);
  });

  it('has no button without a token', async () => {
    render(<SenzaToken />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Il link del certificato non è valido o è scaduto',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('heads the page with the screen’s title, with or without a token (issue 14)', async () => {
    const { unmount } = render(<LinkValido />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Scarica documento di adesione',
    );
    unmount();
    render(<SenzaToken />);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(
      'Scarica documento di adesione',
    );
  });
});
