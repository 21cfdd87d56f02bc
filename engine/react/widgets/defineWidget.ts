import type { LazyExoticComponent, ReactNode } from 'react';
import {
  defineWidget as defineCoreWidget,
  type JSONSchema,
  type WidgetDescriptor,
} from '../../core/registry';
import type { Screen, WidgetNode } from '../../core/screens';

/** What the engine hands every widget component it renders from a screen file. */
export interface WidgetComponentProps<P = Record<string, unknown>> {
  /** The node's props, as validated against the widget's props schema. */
  props: P;
  /** The screen being rendered (name, guard, title…). */
  screen: Screen;
  /** The rendered `children` nodes, for container widgets. */
  children?: ReactNode;
  node: WidgetNode;
}

/** A widget is a function component of its node's props (no class components, no defaultProps). */
export type WidgetFunction<P> = (props: WidgetComponentProps<P>) => ReactNode;

// Props are validated against each widget's own schema before rendering, so the registry may hold
// components of different prop types; `never` keeps the contract free of `any`, and a function of
// any P accepts it (parameters are contravariant), so no cast is needed.
export type WidgetComponent = LazyExoticComponent<WidgetFunction<never>>;
export type ReactWidget = WidgetDescriptor<WidgetComponent>;

/**
 * Declares a widget for the registry. A widget registers itself in widgets/<name>/index.ts; the
 * engine never imports a widget by name (widgets/index.ts lists them for the app).
 *
 * @example export default defineWidget<{ message: string }>({ name: 'page-in-preparazione',
 *   props: { type: 'object', properties: { message: { type: 'string' } }, additionalProperties: false },
 *   component: lazy(() => import('./PageInPreparazione')) });
 */
export function defineWidget<P>(descriptor: {
  name: string;
  props: JSONSchema;
  children?: boolean;
  component: LazyExoticComponent<WidgetFunction<P>>;
}): ReactWidget {
  // A component of P takes the validated props, which the registry types `never`: it accepts them.
  const component: WidgetComponent = descriptor.component;
  return defineCoreWidget({ ...descriptor, component });
}
