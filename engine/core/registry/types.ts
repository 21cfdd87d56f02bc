import type { ResolveContext, UnknownWidgetError } from './UnknownWidgetError';

export type { ResolveContext } from './UnknownWidgetError';

/**
 * A JSON Schema as plain data. Only the keywords the engine reads are named; the rest stay `unknown`
 * so that no contract carries `any`.
 */
export interface JSONSchema {
  $id?: string;
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JSONSchema>;
  required?: string[];
  additionalProperties?: boolean | JSONSchema;
  items?: JSONSchema;
  [keyword: string]: unknown;
}

/**
 * What a widget tells the engine about itself. The core knows its name and the JSON Schema of the
 * props a screen file may give it; the React layer adds `component` (a lazy component), which the
 * core keeps opaque through `C`.
 */
export interface WidgetDescriptor<C = unknown> {
  name: string;
  /** JSON Schema of `props`: an object schema with `additionalProperties: false`. */
  props: JSONSchema;
  /** Whether a node of this widget may hold `children` nodes (containers). */
  children?: boolean;
  component?: C;
}

export interface WidgetRegistry<C = unknown> {
  /** Adds a widget; throws on a duplicate name or a props schema that lets unknown props through. */
  register(descriptor: WidgetDescriptor<C>): WidgetDescriptor<C>;
  get(name: string): WidgetDescriptor<C> | undefined;
  /** Registered names, sorted. */
  names(): string[];
  resolve(name: string, context: ResolveContext): ResolveResult<C>;
}

export type ResolveResult<C> =
  { ok: true; widget: WidgetDescriptor<C> } | { ok: false; error: UnknownWidgetError };
