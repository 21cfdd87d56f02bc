import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { useT } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { linkClick, type NavigateHandler } from '../top-nav/linkClick';

export interface BreadcrumbStep {
  title: string;
  /** Absent for a parent that only redirects, which is shown as text. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the root to the current screen, built from the route parents. */
  trail: BreadcrumbStep[];
  onNavigate?: NavigateHandler;
}

/** The path to the current screen; the last step is the current page and is not a link. */
export function Breadcrumbs({ trail, onNavigate }: BreadcrumbsProps) {
  const t = useT();
  if (trail.length === 0) return null;
  return (
    <Breadcrumb label={t('generico.percorso')} className="small">
      {trail.map((step, index) => {
        const current = index === trail.length - 1;
        const link = !current && step.href !== undefined;
        return (
          <Breadcrumb.Item
            key={`${index}-${step.title}`}
            active={!link}
            href={link ? step.href : undefined}
            linkProps={link ? { onClick: linkClick(step.href ?? '', onNavigate) } : undefined}
          >
            {step.title}
          </Breadcrumb.Item>
        );
      })}
    </Breadcrumb>
  );
}

/**
 * The registry's entry point. The trail comes from the route parents, which the layout holds; a
 * screen file has nothing to give it, so placed in a screen it renders nothing.
 */
export default function BreadcrumbsWidget(_: WidgetComponentProps<Record<string, never>>) {
  return null;
}
