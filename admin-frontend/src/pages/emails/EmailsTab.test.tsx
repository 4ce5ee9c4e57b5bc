import { screen, waitFor, within } from '@testing-library/react';
import type { EmailDetail, EmailListItem } from '@dw/contracts';
import { apiError, fakeApi } from '../../test/fakeApi';
import { findToast, renderWithStore, toastText } from '../../test/render';
import { EmailsTab } from './EmailsTab';

let n = 0;
function anEmail(over: Partial<EmailListItem> = {}): EmailListItem {
  n += 1;
  return {
    id: `e0000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    kind: 'order-received',
    to: `renter${n}@example.co.uk`,
    subject: `Order received ${n}`,
    status: 'sent',
    attempts: 1,
    lastError: null,
    sentAt: '2026-11-25T09:31:00.000Z',
    createdAt: '2026-11-25T09:30:00.000Z',
    ...over,
  };
}

/** A page as the API answers it: the rows, the total in X-Total-Count. */
const pageOf = (items: EmailListItem[], total = items.length) => ({ body: items, headers: { 'X-Total-Count': String(total) } });

const failed = anEmail({
  to: 'amelia@example.co.uk',
  subject: 'Your order 2C3D4E5F is received',
  status: 'failed',
  attempts: 5,
  lastError: '550 5.1.1 <amelia@example.co.uk>: Recipient address rejected',
  sentAt: null,
});
const sent = anEmail({ to: 'beatrice@example.co.uk', subject: 'Your dress is on its way', kind: 'order-dispatched' });
const queued = anEmail({
  to: 'clara@example.co.uk',
  subject: 'Welcome to the newsletter',
  kind: 'newsletter-subscribed',
  status: 'queued',
  attempts: 0,
  sentAt: null,
});

const LIST = 'GET /api/admin/emails?page=1&pageSize=20';
const rowOf = (recipient: string) => screen.getByText(recipient).closest('tr') as HTMLElement;

describe('emails tab', () => {
  it('lists one page from the server: recipient, subject, status, attempts, last error and when it was sent', async () => {
    const api = fakeApi({ [LIST]: pageOf([failed, sent, queued]) });
    renderWithStore(<EmailsTab />);

    const row = within(await screen.findByText('amelia@example.co.uk').then((el) => el.closest('tr') as HTMLElement));
    expect(row.getByText('Your order 2C3D4E5F is received')).toBeInTheDocument();
    expect(row.getByText('Order received')).toBeInTheDocument();
    expect(row.getByText('Failed')).toBeInTheDocument();
    expect(row.getByText('5')).toBeInTheDocument();
    expect(row.getAllByText('550 5.1.1 <amelia@example.co.uk>: Recipient address rejected').length).toBeGreaterThan(0);
    expect(row.getByText('Queued 25 Nov 2026, 09:30')).toBeInTheDocument();

    const sentRow = within(rowOf('beatrice@example.co.uk'));
    expect(sentRow.getByText('Sent')).toBeInTheDocument();
    expect(sentRow.getByText('25 Nov 2026, 09:31')).toBeInTheDocument();
    expect(within(rowOf('clara@example.co.uk')).getByText('Queued')).toBeInTheDocument();
    expect(api.calls.map((c) => c.url)).toEqual(['/api/admin/emails?page=1&pageSize=20']);
  });

  it('asks the server for the page and the status the admin picks', async () => {
    const first = Array.from({ length: 20 }, () => anEmail());
    const second = [anEmail({ to: 'page-two@example.co.uk' })];
    const api = fakeApi({
      [LIST]: pageOf(first, 21),
      'GET /api/admin/emails?page=2&pageSize=20': pageOf(second, 21),
      'GET /api/admin/emails?page=1&pageSize=20&status=failed': pageOf([failed], 1),
    });
    const { user } = renderWithStore(<EmailsTab />);
    await screen.findByText(first[0].to);
    expect(screen.getByText('1–20 of 21')).toBeInTheDocument();

    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByText('page-two@example.co.uk')).toBeInTheDocument();
    expect(screen.queryByText(first[0].to)).toBeNull();

    // A new filter starts at its first page.
    await user.click(screen.getByText('Failed', { selector: '.ant-segmented-item-label' }));
    expect(await screen.findByText('amelia@example.co.uk')).toBeInTheDocument();
    expect(api.calls.map((c) => c.url)).toEqual([
      '/api/admin/emails?page=1&pageSize=20',
      '/api/admin/emails?page=2&pageSize=20',
      '/api/admin/emails?page=1&pageSize=20&status=failed',
    ]);
  });

  it('offers Send again on failed messages only', async () => {
    fakeApi({ [LIST]: pageOf([failed, sent, queued]) });
    renderWithStore(<EmailsTab />);
    await screen.findByText('amelia@example.co.uk');

    const buttons = (recipient: string) =>
      within(rowOf(recipient))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(buttons('amelia@example.co.uk')).toEqual(['Preview', 'Send again']);
    expect(buttons('beatrice@example.co.uk')).toEqual(['Preview']);
    expect(buttons('clara@example.co.uk')).toEqual(['Preview']);
  });

  it('sends a failed message again, says so and shows the row queued', async () => {
    const api = fakeApi({
      [LIST]: pageOf([failed, sent]),
      [`POST /api/admin/emails/${failed.id}/resend`]: { body: { ...failed, status: 'queued', lastError: null } },
    });
    const { user } = renderWithStore(<EmailsTab />);
    await screen.findByText('amelia@example.co.uk');
    api.set(LIST, pageOf([{ ...failed, status: 'queued', attempts: 0, lastError: null }, sent]));

    await user.click(within(rowOf('amelia@example.co.uk')).getByRole('button', { name: 'Send again to amelia@example.co.uk' }));

    expect(toastText(await findToast('Email Queued'))).toBe('The message to amelia@example.co.uk will be sent again in a moment.');
    expect(api.writes()).toEqual([{ method: 'POST', url: `/api/admin/emails/${failed.id}/resend`, body: undefined }]);
    expect(await within(rowOf('amelia@example.co.uk')).findByText('Queued')).toBeInTheDocument();
    expect(within(rowOf('amelia@example.co.uk')).queryByRole('button', { name: /Send again/ })).toBeNull();
  });

  it('says why when the server refuses to send again', async () => {
    fakeApi({
      [LIST]: pageOf([failed]),
      [`POST /api/admin/emails/${failed.id}/resend`]: apiError(409, 'Only a failed message can be sent again.'),
    });
    const { user } = renderWithStore(<EmailsTab />);
    await user.click(await screen.findByRole('button', { name: 'Send again to amelia@example.co.uk' }));

    expect(toastText(await findToast('Error'))).toBe('Failed to send the email again. Only a failed message can be sent again.');
  });

  it('previews the HTML in a sandboxed frame and the plain text, and sends a failed one again from there', async () => {
    const detail: EmailDetail = {
      ...failed,
      html: '<html><body><h1>Thank you</h1><script>parent.alert(1)</script></body></html>',
      text: 'Thank you, Amelia.\n\nOrder 2C3D4E5F\nTotal £370.00',
    };
    const api = fakeApi({
      [LIST]: pageOf([failed, sent]),
      [`GET /api/admin/emails/${failed.id}`]: { body: detail },
      [`POST /api/admin/emails/${failed.id}/resend`]: { body: { ...failed, status: 'queued' } },
    });
    const { user } = renderWithStore(<EmailsTab />);
    await user.click(await screen.findByRole('button', { name: /Preview the email to amelia@example.co.uk/ }));

    const drawer = within(await screen.findByRole('dialog'));
    const frame = await drawer.findByTitle('HTML of “Your order 2C3D4E5F is received”');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', detail.html);
    expect(drawer.getByText('amelia@example.co.uk')).toBeInTheDocument();
    expect(drawer.getByText('550 5.1.1 <amelia@example.co.uk>: Recipient address rejected')).toBeInTheDocument();

    await user.click(drawer.getByRole('tab', { name: 'Plain text' }));
    expect(await drawer.findByLabelText('Plain text of “Your order 2C3D4E5F is received”')).toHaveTextContent('Total £370.00');

    await user.click(drawer.getByRole('button', { name: 'Send again' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(await findToast('Email Queued')).toBeInTheDocument();
  });

  it('has no Send again in the preview of a message that was sent', async () => {
    fakeApi({
      [LIST]: pageOf([sent]),
      [`GET /api/admin/emails/${sent.id}`]: { body: { ...sent, html: '<p>On its way</p>', text: 'On its way' } },
    });
    const { user } = renderWithStore(<EmailsTab />);
    await user.click(await screen.findByRole('button', { name: /Preview the email to beatrice@example.co.uk/ }));

    const drawer = within(await screen.findByRole('dialog'));
    await drawer.findByTitle('HTML of “Your dress is on its way”');
    expect(drawer.queryByRole('button', { name: 'Send again' })).toBeNull();
  });
});
