import { closestNames } from './closestNames';
import type { JSONSchema, ResolveContext, ResolveResult, WidgetDescriptor, WidgetRegistry } from './types';
import { UnknownWidgetError } from './UnknownWidgetError';

const WIDGET_NAME = /^[a-z][a-z0-9-]*$/;

/**
 * Identity helper that types a widget's self-description; each widget's index.ts exports one.
 *
 * @example export default defineWidget({ name: 'grid', props: gridProps, component: lazy(() => import('./Grid')) })
 */
export function defineWidget<C = unknown>(descriptor: WidgetDescriptor<C>): WidgetDescriptor<C> {
  return descriptor;
}

/**
 * A fresh widget registry (never a module singleton, so tests and stories build their own).
 * Lookup is one `resolve` that either returns the widget or an error naming screen, pointer and the
 * closest known names.
 *
 * @example
 * const registry = createRegistry();
 * registry.register({ name: 'login-form', props: { type: 'object', additionalProperties: false } });
 * registry.resolve('login-from', { screen: 'login', pointer: '/body' }); // { ok: false, error }
 */
export function createRegistry<C = unknown>(initial: Iterable<WidgetDescriptor<C>> = []): WidgetRegistry<C> {
  const widgets = new Map<string, WidgetDescriptor<C>>();

  const registry: WidgetRegistry<C> = {
    register(descriptor) {
      const problem = describeDescriptorProblem(descriptor);
      if (problem) throw new Error(`Widget "${descriptor.name}": ${problem}`);
      if (widgets.has(descriptor.name)) throw new Error(`Widget "${descriptor.name}" is registered twice`);
      widgets.set(descriptor.name, descriptor);
      return descriptor;
    },
    get: (name) => widgets.get(name),
    names: () => [...widgets.keys()].sort(),
    resolve(name: string, context: ResolveContext): ResolveResult<C> {
      const widget = widgets.get(name);
      if (widget) return { ok: true, widget };
      return { ok: false, error: new UnknownWidgetError(name, context, closestNames(name, widgets.keys())) };
    },
  };
  for (const descriptor of initial) registry.register(descriptor);
  return registry;
}

/**
 * Why a descriptor breaks the registry contract, or null. The props schema must be an object schema
 * that rejects undeclared props, otherwise a misspelt prop in a screen file would pass unnoticed.
 */
export function describeDescriptorProblem(descriptor: WidgetDescriptor<unknown>): string | null {
  if (!WIDGET_NAME.test(descriptor.name)) return 'the name must be kebab-case (a-z, 0-9, -)';
  const props: JSONSchema | undefined = descriptor.props;
  if (!props || typeof props !== 'object') return 'props must be a JSON Schema';
  if (props.type !== 'object') return 'props schema must have type "object"';
  if (props.additionalProperties !== false) return 'props schema must set additionalProperties: false';
  if (props.$id !== undefined)
    return 'props schema must not carry an $id (it is embedded in the screen schema)';
  if (JSON.stringify(props).includes('"$ref":"#')) {
    return 'props schema must not use local "#/..." refs (it is embedded in the screen schema); refer to meta-schemas by id';
  }
  return null;
}
