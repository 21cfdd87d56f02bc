import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './Footer.stories';

const { Predefinito, TestoConfigurato } = composeStories(stories, preview);

describe('Footer', () => {
  it('fills the catalogue text with provider, toll-free number and e-mail', () => {
    render(<Predefinito />);
    expect(screen.getByRole('contentinfo').textContent).toBe(
      'Overins Broker S.r.l. - Numero verde 800 123 456 - E-mail assistenza@overins.it',
    );
    expect(screen.getByRole('link', { name: '800 123 456' }).getAttribute('href')).toBe('tel:800123456');
    expect(screen.getByRole('link', { name: 'assistenza@overins.it' }).getAttribute('href')).toBe(
      'mailto:assistenza@overins.it',
    );
  });

  it('uses a configured text', () => {
    render(<TestoConfigurato />);
    expect(screen.getByRole('contentinfo').textContent).toBe(
      'Servizio offerto da Overins Broker S.r.l. · Assistenza gratuita 800 123 456 · Scrivici a assistenza@overins.it',
    );
  });
});
