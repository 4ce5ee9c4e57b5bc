/** POST /api/newsletter: resolves on 2xx, rejects with the status otherwise. */
export async function subscribeToNewsletter(email: string): Promise<void> {
  const res = await fetch('/api/newsletter', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({
      email,
      _subject: 'New newsletter subscription',
      message: `Please add ${email} to the Designer Wardrobe newsletter.`,
    }),
  });
  if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
}
