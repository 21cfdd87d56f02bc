import { lazy, type LazyExoticComponent, type ReactNode } from 'react';
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
export type WidgetComponent = LazyExoticComponent<WidgetFunction<never>> & Partial<Preloadable>;

/** Code that can be asked for before it renders: the router starts it on a navigation or an intent. */
export interface Preloadable {
  /** Starts loading the code (once; again after a failure) and resolves when it is there. */
  preload(): Promise<unknown>;
}

/**
 * A widget's lazy component that can also be preloaded: the router asks for the code of every widget
 * of a screen at once when the user points at, focuses or follows a link to it, instead of one chunk
 * after another as each parent renders its children (issue 30: a first visit's waterfall).
 *
 * @example component: lazyWidget(() => import('./ProductDetail'))
 */
export function lazyWidget<P>(
  load: () => Promise<{ default: WidgetFunction<P> }>,
): LazyExoticComponent<WidgetFunction<P>> & Preloadable {
  let loading: Promise<{ default: WidgetFunction<P> }> | null = null;
  const preload = () =>
    (loading ??= load().catch((error: unknown) => {
      // A failed preload (a network blip while pointing) must not doom the render: it asks again.
      loading = null;
      throw error;
    }));
  return Object.assign(lazy(preload), { preload });
}
export type ReactWidget = WidgetDescriptor<WidgetComponent>;

/**
 * Declares a widget for the registry. A widget registers itself in widgets/<name>/index.ts; the
 * engine never imports a widget by name (widgets/index.ts lists them for the app).
 *
 * @example export default defineWidget<{ message: string }>({ name: 'page-in-preparazione',
 *   props: { type: 'object', properties: { message: { type: 'string' } }, additionalProperties: false },
 *   component: lazyWidget(() => import('./PageInPreparazione')) });
 */
export function defineWidget<P>(descriptor: {
  name: string;
  props: JSONSchema;
  children?: boolean;
  component: LazyExoticComponent<WidgetFunction<P>> & Partial<Preloadable>;
}): ReactWidget {
  // A component of P takes the validated props, which the registry types `never`: it accepts them.
  const component: WidgetComponent = descriptor.component;
  return defineCoreWidget({ ...descriptor, component });
}
