import { describe, expect, it } from 'vitest';
import { closestNames } from './closestNames';
import { createRegistry, defineWidget } from './createRegistry';
import { UnknownWidgetError } from './UnknownWidgetError';

const strictProps = {
  type: 'object',
  properties: { message: { type: 'string' } },
  additionalProperties: false,
};

describe('createRegistry', () => {
  it('registers, lists sorted names and gets descriptors', () => {
    const registry = createRegistry<string>();
    registry.register(defineWidget({ name: 'login-form', props: strictProps, component: 'LoginForm' }));
    registry.register({ name: 'grid', props: strictProps });
    expect(registry.names()).toEqual(['grid', 'login-form']);
    expect(registry.get('login-form')?.component).toBe('LoginForm');
    expect(registry.get('nope')).toBeUndefined();
  });

  it('returns fresh registries that share nothing', () => {
    const a = createRegistry([{ name: 'grid', props: strictProps }]);
    const b = createRegistry();
    expect(a.names()).toEqual(['grid']);
    expect(b.names()).toEqual([]);
  });

  it('resolves a known name', () => {
    const registry = createRegistry([{ name: 'grid', props: strictProps }]);
    const result = registry.resolve('grid', { screen: 'tuoiAcquisti', pointer: '/body' });
    expect(result.ok && result.widget.name).toBe('grid');
  });

  it('explains an unknown name with screen, pointer and the closest names', () => {
    const registry = createRegistry([
      { name: 'login-form', props: strictProps },
      { name: 'grid', props: strictProps },
    ]);
    const result = registry.resolve('login-from', { screen: 'login', pointer: '/body/children/0' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toBeInstanceOf(UnknownWidgetError);
    expect(result.error.message).toBe(
      'Unknown widget "login-from" in screen "login" at /body/children/0: did you mean "login-form"?',
    );
    expect(result.error).toMatchObject({
      screen: 'login',
      pointer: '/body/children/0',
      widget: 'login-from',
      suggestions: ['login-form'],
    });
  });

  it('says so when no name is close', () => {
    const registry = createRegistry([{ name: 'grid', props: strictProps }]);
    const result = registry.resolve('comparison-matrix', { screen: 'x', pointer: '/body' });
    expect(!result.ok && result.error.message).toBe(
      'Unknown widget "comparison-matrix" in screen "x" at /body: no widget has a similar name',
    );
  });

  it('rejects duplicates and props schemas that let unknown props through', () => {
    const registry = createRegistry([{ name: 'grid', props: strictProps }]);
    expect(() => registry.register({ name: 'grid', props: strictProps })).toThrow(
      'Widget "grid" is registered twice',
    );
    expect(() => registry.register({ name: 'loose', props: { type: 'object' } })).toThrow(
      'Widget "loose": props schema must set additionalProperties: false',
    );
    expect(() => registry.register({ name: 'Bad_Name', props: strictProps })).toThrow('kebab-case');
    expect(() => registry.register({ name: 'with-id', props: { ...strictProps, $id: 'x' } })).toThrow('$id');
    expect(() =>
      registry.register({
        name: 'local-ref',
        props: {
          type: 'object',
          properties: { a: { $ref: '#/definitions/a' } },
          additionalProperties: false,
        },
      }),
    ).toThrow('local "#/..." refs');
  });
});

describe('closestNames', () => {
  it('finds typos, transpositions and containment, best first', () => {
    expect(closestNames('filtrable', ['filterable', 'field', 'format'])).toEqual(['filterable']);
    expect(closestNames('Grid', ['grid', 'tabs'])).toEqual(['grid']);
    expect(closestNames('login', ['login-form', 'logout-button', 'grid'])).toEqual(['login-form']);
    expect(closestNames('zzzzzz', ['grid'])).toEqual([]);
  });
});
