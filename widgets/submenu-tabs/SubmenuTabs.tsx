import Nav from 'react-bootstrap/Nav';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { linkClick, type NavigateHandler } from '../top-nav/linkClick';

export interface SubmenuTab {
  /** The child route's name, e.g. `tuoiAcquisti`. */
  name: string;
  title: string;
  href: string;
}

export interface SubmenuTabsProps {
  /** The children the guards allow, in the spec's display order. */
  tabs: SubmenuTab[];
  activeName: string | null;
  /** Accessible name of the tab bar, e.g. the parent's title "MyOverins". */
  label: string;
  onNavigate?: NavigateHandler;
}

/** The tabs of a sub-menu layout (the My area): one link per allowed child route. */
export function SubmenuTabs({ tabs, activeName, label, onNavigate }: SubmenuTabsProps) {
  if (tabs.length === 0) return null;
  return (
    <Nav as="nav" variant="tabs" className="mb-3 flex-nowrap flex-lg-wrap overflow-auto" aria-label={label}>
      {tabs.map((tab) => {
        const active = tab.name === activeName;
        return (
          <Nav.Item key={tab.name}>
            <Nav.Link
              href={tab.href}
              active={active}
              aria-current={active ? 'page' : undefined}
              className="text-nowrap"
              onClick={linkClick(tab.href, onNavigate)}
            >
              {tab.title}
            </Nav.Link>
          </Nav.Item>
        );
      })}
    </Nav>
  );
}

/**
 * The registry's entry point. The tabs come from the route tree and the guards, which the sub-menu
 * layout holds; a screen file has nothing to give them, so placed in a screen they render nothing.
 */
export default function SubmenuTabsWidget(_: WidgetComponentProps<Record<string, never>>) {
  return null;
}
