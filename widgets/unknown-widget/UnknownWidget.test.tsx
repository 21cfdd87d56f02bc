import { composeStories } from '@storybook/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './UnknownWidget.stories';

const { NomeErrato } = composeStories(stories, preview);

describe('UnknownWidget', () => {
  it('shows a visible Italian notice naming the widget and the screen', () => {
    render(<NomeErrato />);
    expect(screen.getByRole('alert').textContent).toBe(
      'Questa parte della pagina non può essere mostrata: il componente "comparison-matrx" della schermata "listaProdotti" non è disponibile.',
    );
  });
});
