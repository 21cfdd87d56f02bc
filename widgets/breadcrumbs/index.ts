import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

export type { BreadcrumbStep, BreadcrumbsProps } from './Breadcrumbs';

/** The route-parent trail; the layouts render `Breadcrumbs` from ./Breadcrumbs. */
export default defineWidget<Record<string, never>>({
  name: 'breadcrumbs',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./Breadcrumbs')),
});
