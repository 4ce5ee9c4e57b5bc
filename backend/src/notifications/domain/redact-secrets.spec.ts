import { REDACTED_TOKEN, redactHeaders, redactSecrets } from './redact-secrets';

describe('redactSecrets', () => {
  const link = 'https://shop.example.co.uk/lender/sign-in/confirm?token=AbC_12-xyzAbC_12-xyzAbC_12-xyzAbC_12-xyz123';

  it("hides a sign-in link's token in the text and in the HTML, however the = is written", () => {
    expect(redactSecrets(`Sign in: ${link}`)).toBe(`Sign in: https://shop.example.co.uk/lender/sign-in/confirm?${REDACTED_TOKEN}`);
    for (const eq of ['&#x3D;', '&#61;', '%3D']) {
      const html = `<a href="https://shop.example.co.uk/lender/sign-in/confirm?token${eq}AbC_12-xyz">Sign in</a>`;
      expect(redactSecrets(html)).not.toContain('AbC_12-xyz');
    }
  });

  it("hides the order page's and the unsubscribe link's tokens too", () => {
    expect(redactSecrets('Your order: https://shop.example.co.uk/orders/1?token=abc_DEF-123')).toBe(
      `Your order: https://shop.example.co.uk/orders/1?${REDACTED_TOKEN}`,
    );
    expect(redactSecrets('<a href="https://shop.example.co.uk/unsubscribe?token&#x3D;v1.abc.def">x</a>')).toBe(
      `<a href="https://shop.example.co.uk/unsubscribe?${REDACTED_TOKEN}">x</a>`,
    );
  });

  it('leaves text without a token as it is', () => {
    const body = 'Your order AB12CD34 is on its way: https://shop.example.co.uk/all-dresses';
    expect(redactSecrets(body)).toBe(body);
  });

  it('hides the token of a List-Unsubscribe header', () => {
    expect(
      redactHeaders({ 'List-Unsubscribe': '<https://shop.example.co.uk/api/newsletter/unsubscribe?token=v1.abc>', 'X-Other': 'a' }),
    ).toEqual({ 'List-Unsubscribe': `<https://shop.example.co.uk/api/newsletter/unsubscribe?${REDACTED_TOKEN}>`, 'X-Other': 'a' });
  });
});
