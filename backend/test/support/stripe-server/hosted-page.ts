import type Stripe from 'stripe';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function money(minor: number | null, currency: string | null) {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency: (currency ?? 'gbp').toUpperCase() }).format((minor ?? 0) / 100);
}

/**
 * Stripe's hosted payment page reduced to what a test drives: the amount, a card-number field and a
 * Pay button posting back to the same URL (Chromium or a plain form POST), and a link back to cancel_url.
 * Its icon is inline: a browser's /favicon.ico would reach the API routes and log their 401 as a page error.
 */
export function checkoutPage(session: Stripe.Checkout.Session, productNames: string[], error?: string): string {
  const open = session.status === 'open';
  const body = open
    ? `<form method="post" action="/c/pay/${escape(session.id)}">
  <label for="email">Email</label>
  <input id="email" name="email" type="email" autocomplete="email" value="${escape(session.customer_email ?? '')}">
  <label for="cardnumber">Card number</label>
  <input id="cardnumber" name="cardnumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required>
  ${error ? `<p role="alert" class="error">${escape(error)}</p>` : ''}
  <button type="submit">Pay ${escape(money(session.amount_total, session.currency))}</button>
</form>
${session.cancel_url ? `<a href="${escape(session.cancel_url)}">Back</a>` : ''}`
    : `<p role="alert">${session.status === 'expired' ? 'This checkout session has expired.' : 'This checkout session is complete.'}</p>`;
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Checkout (Stripe test server)</title>
<link rel="icon" href="data:,"></head>
<body>
<main>
  <h1>Pay ${escape(money(session.amount_total, session.currency))}</h1>
  <ul>${productNames.map((name) => `<li>${escape(name)}</li>`).join('')}</ul>
  <p data-testid="amount">${escape(money(session.amount_total, session.currency))}</p>
  ${body}
</main>
</body>
</html>`;
}
