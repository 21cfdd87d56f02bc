import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './PageInPreparazione.stories';

const { Predefinita, ConMessaggio } = composeStories(stories, preview);

describe('PageInPreparazione', () => {
  it('says in Italian that the page is being prepared', () => {
    render(<Predefinita />);
    expect(screen.getByText('Pagina in preparazione: questa sezione sarà disponibile a breve.')).toBeTruthy();
  });

  it('shows the message a screen gives', () => {
    render(<ConMessaggio />);
    expect(screen.getByText('Gli estratti conto del network saranno disponibili a breve.')).toBeTruthy();
    expect(screen.queryByText(/Pagina in preparazione/)).toBeNull();
  });

  it('heads the page with the screen’s title, its level-one heading (issue 14)', () => {
    render(<ConMessaggio />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Estratti conto network');
  });
});
