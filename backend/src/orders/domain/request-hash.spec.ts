import { canonicalJson, requestHash } from './request-hash';

describe('canonicalJson', () => {
  it('sorts object keys at every level and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: 'x' } })).toBe('{"a":{"c":"x","d":[2,1]},"b":1}');
  });

  it('drops undefined fields the way JSON does', () => {
    expect(canonicalJson({ a: 1, b: undefined })).toBe(canonicalJson({ a: 1 }));
  });

  it('escapes strings so a crafted value cannot look like structure', () => {
    expect(canonicalJson({ a: '","b":"' })).toBe('{"a":"\\",\\"b\\":\\""}');
  });
});

describe('requestHash', () => {
  const body = {
    sessionId: 'session-1234',
    order: { customerName: 'Ada', customerEmail: 'ada@example.com', total: '88.00' },
    items: [{ productId: 'p1', size: '10', duration: 2, quantity: 1 }],
  };

  it('is the same whatever order the keys were sent in', () => {
    const reordered = {
      items: [{ quantity: 1, duration: 2, size: '10', productId: 'p1' }],
      order: { total: '88.00', customerEmail: 'ada@example.com', customerName: 'Ada' },
      sessionId: 'session-1234',
    };
    expect(requestHash(reordered)).toBe(requestHash(body));
    expect(requestHash(body)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('changes when any value changes, including a type or the order of lines', () => {
    expect(requestHash({ ...body, order: { ...body.order, total: '89.00' } })).not.toBe(requestHash(body));
    expect(requestHash({ ...body, items: [{ ...body.items[0], duration: '2' }] })).not.toBe(requestHash(body));
    const two = [body.items[0], { ...body.items[0], size: '12' }];
    expect(requestHash({ ...body, items: two })).not.toBe(requestHash({ ...body, items: [...two].reverse() }));
  });
});
