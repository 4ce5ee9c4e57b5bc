/**
 * The newsletter form lives in the shell's footer; the blog only points to it. Scrolls there and
 * puts the cursor in its email field, so one more tap subscribes.
 */
export function scrollToNewsletter(): void {
  const title = document.getElementById('newsletter-title');
  const target = title?.closest('section') ?? document.querySelector('footer');
  if (!target) return;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'center' });
  target.querySelector<HTMLInputElement>('input[type="email"]')?.focus({ preventScroll: true });
}
