import { composeStories } from '@storybook/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import preview from '../../.storybook/preview';
import { createTestEngine } from '../../engine/react/testing/createTestEngine';
import { itIT } from '../../schemas/catalogues/labelTexts';
import { SubBar, type SubBarProps } from './SubBar';
import * as stories from './TopNav.stories';

const { SottoBarraConBanner, SottoBarraSenzaBanner } = composeStories(stories, preview);

/** The bar alone, in a test engine (its texts are labels). */
function renderBar(props: Partial<SubBarProps>) {
  const engine = createTestEngine({ labels: itIT });
  render(
    <engine.Provider>
      <SubBar
        brandName="Overins"
        logoSrc="/logo.svg"
        categoriesHref="/carrello/carrelloCategorie"
        bannerSrc={null}
        bannerAlt=""
        {...props}
      />
    </engine.Provider>,
  );
}

const bar = () => screen.getByRole('navigation', { name: 'Menu acquisti' });

describe('SubBar', () => {
  it('shows the logo, Preventivatore, Categorie, Preferiti and the distributor banner', () => {
    render(<SottoBarraConBanner />);
    const nav = within(bar());
    expect(nav.getByRole('img', { name: 'Overins' }).closest('a')?.getAttribute('href')).toBe(
      '/carrello/carrelloCategorie',
    );
    expect(nav.getByRole('button', { name: 'Preventivatore' })).toBeTruthy();
    const categorie = nav.getByRole('link', { name: 'Categorie' });
    expect(categorie.getAttribute('href')).toBe('/carrello/carrelloCategorie');
    expect(categorie.getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('button', { name: 'Preferiti' })).toBeTruthy();
    expect(nav.getByRole('img', { name: 'Sole e Mare Viaggi di Rossi Laura' }).getAttribute('src')).toBe(
      '/api/file/image/banner-viaggiare-insieme.svg',
    );
  });

  it('shows no banner when the distributor has none', () => {
    render(<SottoBarraSenzaBanner />);
    expect(
      within(bar())
        .getAllByRole('img')
        .map((i) => i.getAttribute('alt')),
    ).toEqual(['Overins']);
    expect(within(bar()).getByRole('button', { name: 'Preventivatore' }).getAttribute('aria-current')).toBe(
      'true',
    );
  });

  it('hands each entry its action: quote tool, favourites, and in-app navigation for logo and Categorie', async () => {
    const onQuoteTool = vi.fn();
    const onFavourites = vi.fn();
    const onNavigate = vi.fn();
    renderBar({ onQuoteTool, onFavourites, onNavigate });
    await userEvent.click(screen.getByRole('button', { name: 'Preventivatore' }));
    await userEvent.click(screen.getByRole('button', { name: 'Preferiti' }));
    await userEvent.click(screen.getByRole('link', { name: 'Categorie' }));
    await userEvent.click(screen.getByRole('link', { name: 'Overins' }));
    expect(onQuoteTool).toHaveBeenCalledOnce();
    expect(onFavourites).toHaveBeenCalledOnce();
    expect(onNavigate.mock.calls).toEqual([['/carrello/carrelloCategorie'], ['/carrello/carrelloCategorie']]);
  });

  it('leaves out the shortcuts the user may not open', () => {
    renderBar({});
    expect(within(bar()).queryAllByRole('button')).toEqual([]);
  });
});
