import { REDACTED_TOKEN, redactSecrets } from './redact-secrets';

describe('redactSecrets', () => {
  const link = 'https://shop.example.co.uk/lender/sign-in/confirm?token=AbC_12-xyzAbC_12-xyzAbC_12-xyzAbC_12-xyz123';

  it("hides a sign-in link's token in the text and in the HTML, however the = is written", () => {
    expect(redactSecrets('lender-sign-in-link', `Sign in: ${link}`)).toBe(
      `Sign in: https://shop.example.co.uk/lender/sign-in/confirm?${REDACTED_TOKEN}`,
    );
    const html = `<a href="https://shop.example.co.uk/lender/sign-in/confirm?token&#x3D;AbC_12-xyz">Sign in</a>`;
    expect(redactSecrets('lender-sign-in-link', html)).not.toContain('AbC_12-xyz');
  });

  it('leaves other messages as they are', () => {
    const body = 'Your order: https://shop.example.co.uk/orders/1?token=abc';
    expect(redactSecrets('order-received', body)).toBe(body);
  });
});
