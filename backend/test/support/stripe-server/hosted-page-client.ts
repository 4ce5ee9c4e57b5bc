/**
 * Pays on the hosted page as a browser without JavaScript would: loads `session.url`, submits its form
 * with the card number, and returns the answer without following the redirect (303 to success_url when
 * approved, 402 with the message when declined, 410 when the session is no longer open).
 */
export async function payOnHostedPage(sessionUrl: string, cardNumber: string, email = 'customer@example.com'): Promise<Response> {
  const page = await fetch(sessionUrl);
  const html = await page.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) return new Response(html, { status: page.status, headers: page.headers });
  return fetch(new URL(action, sessionUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, cardnumber: cardNumber }).toString(),
    redirect: 'manual',
  });
}
