/** How long to wait for the footer's code, which loads after the page (the shell's lazy footer). */
const FOOTER_WAIT_MS = 10_000;

/**
 * The newsletter form lives in the shell's footer; the blog only points to it. Scrolls there and
 * puts the cursor in its email field, so one more tap subscribes. A reader quicker than the footer's
 * code gets the same once it has arrived, rather than nothing.
 */
export function scrollToNewsletter(): void {
  const field = newsletterField();
  if (field) return bringIntoView(field);
  const observer = new MutationObserver(() => {
    const arrived = newsletterField();
    if (!arrived) return;
    stop();
    bringIntoView(arrived);
  });
  const timer = window.setTimeout(() => stop(), FOOTER_WAIT_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
}

function newsletterField(): HTMLInputElement | null {
  return document.getElementById('newsletter-title')?.closest('section')?.querySelector<HTMLInputElement>('input[type="email"]') ?? null;
}

function bringIntoView(field: HTMLInputElement): void {
  const section = field.closest('section') ?? field;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'center' });
  field.focus({ preventScroll: true });
}
