import { useNavigate } from 'react-router-dom';
import { submenuTabs } from '../../engine/core/navigation';
import { useEngine } from '../../engine/react/runtime/EngineContext';
import { useCurrentScreen, useScreenRouting } from '../../engine/react/router';
import { linkClick, type NavigateHandler } from '../top-nav/linkClick';
import './MenuTiles.css';

export interface MenuTile {
  /** The child screen's name. */
  name: string;
  title: string;
  href: string;
}

export interface MenuTilesViewProps {
  tiles: MenuTile[];
  /** Accessible name of the list, e.g. the parent screen's title. */
  label: string;
  /** Shown when the user may open none of the children. */
  empty: string;
  onNavigate?: NavigateHandler;
}

/**
 * One tile per screen, each a link: a list, so that a screen reader says how many there are (not a
 * second navigation landmark: the layout's tabs already are one, with the same name).
 */
export function MenuTilesView({ tiles, label, empty, onNavigate }: MenuTilesViewProps) {
  if (tiles.length === 0) return <p className="text-body-secondary">{empty}</p>;
  return (
    <ul
      aria-label={label}
      className="menu-tiles list-unstyled row row-cols-1 row-cols-sm-2 row-cols-lg-3 g-3 mb-0"
    >
      {tiles.map((tile) => (
        <li key={tile.name} className="col">
          <a
            href={tile.href}
            className="menu-tiles__tile card h-100 text-decoration-none"
            data-screen={tile.name}
            onClick={linkClick(tile.href, onNavigate)}
          >
            <span className="card-body d-flex align-items-center fs-5">{tile.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/**
 * The home of a parent screen: a tile for each child screen the signed-in user may open (each
 * child's own guard decides, as for the sub-menu tabs), in the children's display order.
 */
export default function MenuTiles() {
  const { t, session } = useEngine();
  const { tree, product } = useScreenRouting();
  const current = useCurrentScreen();
  const navigate = useNavigate();
  const tiles = current
    ? submenuTabs(current, tree, session.user, product).map((e) => ({
        name: e.name,
        title: t(e.titleKey),
        href: e.href,
      }))
    : [];
  const label = current ? t(current.screen.title ?? `menu.${current.screen.name}`) : '';
  return (
    <MenuTilesView
      tiles={tiles}
      label={label}
      empty={t('menuTiles.nessuna')}
      onNavigate={(href) => void navigate(href)}
    />
  );
}
