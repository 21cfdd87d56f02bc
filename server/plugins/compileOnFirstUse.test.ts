import Ajv from 'ajv';
import { describe, expect, it, vi } from 'vitest';
import { compileOnFirstUse, validatorOnFirstUse } from './compileOnFirstUse';

describe('compileOnFirstUse', () => {
  it('compiles on the first call only, then calls the compiled function', () => {
    const compile = vi.fn(() => (n: number) => String(n * 2));
    const serialize = compileOnFirstUse(compile);
    expect(compile).not.toHaveBeenCalled();
    expect(serialize(2)).toBe('4');
    expect(serialize(5)).toBe('10');
    expect(compile).toHaveBeenCalledTimes(1);
  });
});

describe('validatorOnFirstUse', () => {
  const schema = { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] };

  it('answers as the compiled Ajv validator does, errors on the function included', () => {
    const compile = vi.fn(() => new Ajv().compile(schema));
    const validate = validatorOnFirstUse(compile);
    expect(compile).not.toHaveBeenCalled();
    expect(validate({})).toBe(false);
    expect(validate.errors).toEqual([expect.objectContaining({ keyword: 'required', instancePath: '' })]);
    expect(validate({ id: 1 })).toBe(true);
    expect(validate.errors).toBeNull();
    expect(compile).toHaveBeenCalledTimes(1);
  });

  it('passes every argument on (Fastify gives path parameters Ajv’s data context)', () => {
    const compiled = vi.fn(() => true);
    const validate = validatorOnFirstUse(() => compiled);
    const context = { instancePath: '/params', parentData: {}, parentDataProperty: 'params' };
    // Typed by Fastify as taking the data only; at run time it passes the context too.
    (validate as (...args: unknown[]) => unknown)({ id: '1' }, context);
    expect(compiled).toHaveBeenCalledWith({ id: '1' }, context);
  });
});
