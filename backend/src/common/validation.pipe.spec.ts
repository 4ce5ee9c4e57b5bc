import { unsafeInputProblem } from './validation.pipe';

describe('unsafeInputProblem', () => {
  it('lets ordinary bodies through, however many fields or lines', () => {
    expect(unsafeInputProblem({ order: { customerName: 'Ada 👗 Lovelace' }, items: [{ productId: 'x', quantity: 1 }] })).toBeNull();
    expect(unsafeInputProblem(Array.from({ length: 10_000 }, () => 1))).toBeNull();
    expect(unsafeInputProblem(undefined)).toBeNull();
  });

  it('refuses keys that would reach a prototype, at any depth, as unknown fields', () => {
    for (const [body, field] of [
      [JSON.parse('{"__proto__":{"admin":true}}'), '__proto__'],
      [{ constructor: { prototype: { admin: true } } }, 'constructor'],
      [JSON.parse('{"order":{"prototype":1}}'), 'order.prototype'],
      [JSON.parse('{"items":[{"__proto__":{}}]}'), 'items.0.__proto__'],
    ] as const) {
      expect(unsafeInputProblem(body)).toMatchObject({
        kind: 'invalid',
        code: 'UNKNOWN_FIELD',
        message: `Unknown field '${field}' - it is not part of this request.`,
      });
    }
  });

  it.each(Object.getOwnPropertyNames(Object.prototype))('refuses the inherited name %p as an unknown field, at any depth', (key) => {
    expect(unsafeInputProblem(JSON.parse(`{"${key}":"x"}`))).toMatchObject({ code: 'UNKNOWN_FIELD' });
    expect(unsafeInputProblem(JSON.parse(`{"order":{"${key}":1}}`))).toMatchObject({
      code: 'UNKNOWN_FIELD',
      message: `Unknown field 'order.${key}' - it is not part of this request.`,
    });
  });

  it('refuses nesting deep enough to overflow class-transformer, without overflowing itself', () => {
    const deep = JSON.parse(`{"order":${'['.repeat(100_000)}${']'.repeat(100_000)}}`);
    expect(unsafeInputProblem(deep)).toMatchObject({ code: 'NESTED_TOO_DEEPLY', message: 'The request is nested too deeply.' });
  });

  it('refuses lone surrogates (not text; isEmail throws on them) but not real astral characters', () => {
    expect(unsafeInputProblem({ email: JSON.parse('"a\\ud800@b.co"') })).toMatchObject({
      code: 'INVALID_TEXT',
      message: "'email' contains characters that are not valid text.",
    });
    expect(unsafeInputProblem({ name: JSON.parse('"\\udfff"') })).toMatchObject({ code: 'INVALID_TEXT' });
    expect(unsafeInputProblem({ name: '\ud83d\udc57 \u202e \u0000' })).toBeNull();
  });
});
