import type { ReactElement, ReactNode } from 'react';
import { StyleProvider } from '@ant-design/cssinjs';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminProviders } from '../app/AdminProviders';
import { makeStore } from '../app/store';

/**
 * antd's generated CSS goes into a detached node in tests: with it in the document, jsdom
 * re-reads thousands of rules on every getComputedStyle, and role queries take seconds.
 */
const detachedStyles = document.createElement('div');
export function TestStyles({ children }: { children: ReactNode }) {
  return <StyleProvider container={detachedStyles}>{children}</StyleProvider>;
}

/** Renders one screen with the admin's store, theme and toasts, exactly as App provides them. */
export function renderWithStore(ui: ReactElement, options: Parameters<typeof userEvent.setup>[0] = {}) {
  const store = makeStore();
  const user = userEvent.setup(options);
  const result = render(<AdminProviders store={store}>{ui}</AdminProviders>, { wrapper: TestStyles });
  return { ...result, store, user };
}

/** The toast on screen (antd notification), found by its title; only one shows at a time. */
export async function findToast(title: string) {
  const heading = await screen.findByText(title, { selector: '.ant-notification-notice-title' });
  return heading.closest('.ant-notification-notice') as HTMLElement;
}

export function toastText(toast: HTMLElement) {
  return within(toast).getByText((_, el) => !!el?.classList.contains('ant-notification-notice-description')).textContent;
}

/** Types a whole value in one go, as pasting does: keeps long form tests quick under antd. */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}
