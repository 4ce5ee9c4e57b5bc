import { scrollToNewsletter } from './scrollToNewsletter';

/** The shell's footer as it arrives: a section titled by #newsletter-title holding the e-mail field. */
function mountFooter(): HTMLInputElement {
  const footer = document.createElement('footer');
  footer.innerHTML =
    '<section><h2 id="newsletter-title">New arrivals, first.</h2><input type="email" aria-label="Your email address"></section>';
  document.body.append(footer);
  return footer.querySelector('input')!;
}

describe('scrollToNewsletter', () => {
  beforeAll(() => {
    Element.prototype.scrollIntoView = jest.fn();
  });
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('puts the cursor in the footer’s e-mail field', () => {
    const field = mountFooter();
    scrollToNewsletter();
    expect(document.activeElement).toBe(field);
  });

  it('waits for a footer that has not loaded yet, then puts the cursor there', async () => {
    scrollToNewsletter();
    expect(document.activeElement).toBe(document.body);
    const field = mountFooter();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(field);
  });
});
