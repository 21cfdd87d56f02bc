import type { ErrorObject } from 'ajv';
import { closestNames, type WidgetRegistry } from '../registry';
import { appendPointer } from './jsonPointer';
import type { ScreenProblem } from './types';

/**
 * Turns ajv's errors into one readable problem each. Drops the noise of the per-widget if/then
 * (`must match "then" schema`), names unknown properties by their own pointer with a suggestion,
 * and explains an unknown widget through the registry's resolve error.
 */
export function toProblems(
  errors: readonly ErrorObject[],
  { file, screen, registry }: { file: string; screen: string; registry: WidgetRegistry<unknown> },
): ScreenProblem[] {
  const problems: ScreenProblem[] = [];
  const seen = new Set<string>();
  for (const error of errors) {
    const problem = describe(error, { file, screen, registry });
    if (!problem) continue;
    const key = `${problem.pointer}\n${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

function describe(
  error: ErrorObject,
  { file, screen, registry }: { file: string; screen: string; registry: WidgetRegistry<unknown> },
): ScreenProblem | null {
  const at = error.instancePath;
  switch (error.keyword) {
    case 'if':
      return null;
    case 'additionalProperties': {
      const property = String((error.params as { additionalProperty: string }).additionalProperty);
      const declared = Object.keys(propertiesOf(error.parentSchema));
      const hint = suggest(property, declared);
      return { file, pointer: appendPointer(at, property), message: `unknown property "${property}"${hint}` };
    }
    case 'required': {
      const missing = String((error.params as { missingProperty: string }).missingProperty);
      return { file, pointer: at, message: `missing required property "${missing}"` };
    }
    case 'not':
    case 'enum': {
      if (at.endsWith('/widget') && typeof error.data === 'string') {
        const nodePointer = at.slice(0, -'/widget'.length);
        const resolved = registry.resolve(error.data, { screen, pointer: nodePointer });
        if (!resolved.ok) return { file, pointer: at, message: resolved.error.message };
      }
      if (error.keyword === 'not') return { file, pointer: at, message: error.message ?? 'not allowed here' };
      const allowed = (error.params as { allowedValues: unknown[] }).allowedValues;
      const hint = typeof error.data === 'string' ? suggest(error.data, allowed.map(String)) : '';
      const shown = allowed.map((v) => JSON.stringify(v)).join(', ');
      return {
        file,
        pointer: at,
        message: `${JSON.stringify(error.data)} is not allowed${hint}; allowed: ${shown}`,
      };
    }
    case 'false schema':
      return {
        file,
        pointer: at,
        message: at.endsWith('/children') ? 'this widget takes no children' : 'not allowed here',
      };
    case 'pattern':
      return {
        file,
        pointer: at,
        message: `${JSON.stringify(error.data)} must match ${(error.params as { pattern: string }).pattern}`,
      };
    default:
      return { file, pointer: at, message: error.message ?? `fails ${error.keyword}` };
  }
}

function propertiesOf(schema: unknown): Record<string, unknown> {
  if (schema && typeof schema === 'object' && 'properties' in schema) {
    const properties = (schema as { properties: unknown }).properties;
    if (properties && typeof properties === 'object') return properties as Record<string, unknown>;
  }
  return {};
}

function suggest(wanted: string, known: readonly string[]): string {
  const near = closestNames(wanted, known);
  return near.length > 0 ? ` (did you mean ${near.map((n) => `"${n}"`).join(', ')}?)` : '';
}
