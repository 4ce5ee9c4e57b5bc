import { render } from '@react-email/render';
import type { ReactElement } from 'react';
import {
  EmailKind,
  LENDER_AREA_PATHS,
  PAYOUT_EMAIL_RENTALS,
  RETURN_REMINDER_TITLE,
  formatPence,
  formatPounds,
  lenderSharePence,
  orderReference,
  shipmentOf,
  toPence,
} from '@dw/contracts';
import { BODY_TEXT_MAX, SUBJECT_MAX, SUBJECT_NAME_MAX, headerText } from '../domain/header-text';
import type { NotificationMessage } from '../notification-message';
import { AdminReview } from './admin-review';
import { CLAIM_DECIDED_TITLE, CLAIM_OPENED_TITLE, ClaimDecided, ClaimOpened } from './claim';
import { DressBooked } from './dress-booked';
import { LENDER_ACCOUNT_TITLES, LenderAccount } from './lender-account';
import { BANK_DETAILS_CHANGED_SUBJECT, LenderBankDetailsChanged, LenderSignInLink, SIGN_IN_LINK_SUBJECT } from './lender-sign-in';
import { LISTING_TITLES, Listing } from './listing';
import { NEWSLETTER_CONFIRM_SUBJECT, NewsletterConfirm, NewsletterSubscribed } from './newsletter-subscribed';
import { OrderReceived } from './order-received';
import { ORDER_UPDATE_TITLES, OrderUpdate } from './order-update';
import { PAYMENT_UPDATE_TITLES, PaymentUpdate } from './payment-update';
import { PayoutPaid } from './payout-paid';
import { ChargeDeclinedNotice, chargeDeclinedSubject } from './charge-declined';
import { NotReturnedNotice, OVERDUE_TITLE, OverdueNotice } from './overdue-notice';
import { MessageReceived, messageReceivedSubject } from './message-received';
import { REQUEST_DECLINED_SUBJECTS, RequestDeclined } from './request-declined';
import { ReturnReminder } from './return-reminder';
import { REVIEW_INVITATION_TITLE, ReviewInvitation } from './review-invitation';

export interface RenderContext {
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** Where admin notices go; null drops them. */
  adminEmail: string | null;
}

/** Who a message goes to and its subject: every header value is one bounded line. */
export interface AddressedMessage {
  kind: EmailKind;
  to: string;
  subject: string;
  headers: Record<string, string>;
}

/** A message with its bodies, ready to send. */
export interface RenderedMessage extends AddressedMessage {
  html: string;
  text: string;
}

interface Draft {
  to: string | null;
  subject: string;
  element: ReactElement;
  headers?: Record<string, string>;
}

const MONTH = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** '2026-10' -> 'October 2026' */
const monthName = (period: string) => MONTH.format(new Date(`${period}-01T00:00:00Z`));

/** A name as quoted in a subject line. */
const inSubject = (value: string) => headerText(value, SUBJECT_NAME_MAX);
/** A name or address as drawn in the body: one line, bounded; React escapes it. */
const inBody = (value: string) => headerText(value, BODY_TEXT_MAX);
const q = encodeURIComponent;

/** The delivery address a line each: as typed on several lines, or split at its commas; each line bounded. */
function addressLines(address: string): string[] {
  const typed = address
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
  const lines =
    typed.length > 1
      ? typed
      : address
          .split(',')
          .map((l) => l.trim())
          .filter(Boolean);
  return lines.slice(0, 8).map(inBody);
}

function draft(message: NotificationMessage, ctx: RenderContext): Draft {
  const { publicUrl } = ctx;
  switch (message.kind) {
    case 'order-received': {
      const { order } = message;
      const lines = order.lines.map((line) => ({ ...line, productName: inBody(line.productName) }));
      return {
        to: message.to,
        subject: `Your Designer Wardrobe order ${orderReference(order.id)}`,
        element: (
          <OrderReceived
            publicUrl={publicUrl}
            name={inBody(order.customerName)}
            order={{ ...order, lines, deliveryAddress: inBody(order.deliveryAddress) }}
            addressLines={addressLines(order.deliveryAddress)}
            orderUrl={`${publicUrl}/orders/${q(order.id)}?token=${q(message.accessToken)}`}
            payment={message.payment ?? null}
          />
        ),
      };
    }
    case 'payment-received':
    case 'refund-issued':
    case 'payment-released':
      return {
        to: message.to,
        subject: `${PAYMENT_UPDATE_TITLES[message.kind]} - order ${orderReference(message.order.id)}`,
        element: (
          <PaymentUpdate
            publicUrl={publicUrl}
            kind={message.kind}
            orderId={message.order.id}
            name={inBody(message.order.customerName)}
            amount={message.kind === 'payment-released' ? null : message.amount}
            method={message.kind === 'payment-received' ? message.method : null}
            reason={message.kind === 'payment-received' ? null : inBody(message.reason)}
            full={message.kind === 'refund-issued' && message.full}
            orderUrl={message.accessToken ? `${publicUrl}/orders/${q(message.order.id)}?token=${q(message.accessToken)}` : null}
          />
        ),
      };
    case 'order-dispatched':
    case 'order-returned':
    case 'order-cancelled':
      return {
        to: message.to,
        subject: `${ORDER_UPDATE_TITLES[message.kind]} - order ${orderReference(message.order.id)}`,
        element: (
          <OrderUpdate
            publicUrl={publicUrl}
            kind={message.kind}
            orderId={message.order.id}
            name={inBody(message.order.customerName)}
            rentalStartDate={message.order.rentalStartDate}
            rentalEndDate={message.order.rentalEndDate}
            orderUrl={message.accessToken ? `${publicUrl}/orders/${q(message.order.id)}?token=${q(message.accessToken)}` : null}
            shipment={message.kind === 'order-dispatched' ? shipmentOf(message.shipment?.carrier, message.shipment?.reference) : null}
          />
        ),
      };
    case 'booking-request-declined':
      return {
        to: message.to,
        subject: `${REQUEST_DECLINED_SUBJECTS[message.outcome.kind]} - order ${orderReference(message.order.id)}`,
        element: (
          <RequestDeclined
            publicUrl={publicUrl}
            orderId={message.order.id}
            name={inBody(message.order.customerName)}
            productName={inBody(message.line.productName)}
            size={message.line.size}
            startDate={message.line.startDate}
            endDate={message.line.endDate}
            reason={message.outcome.kind === 'declined' ? message.outcome.reason : null}
            orderCancelled={message.orderCancelled}
            similar={message.similar.map((dress) => ({ ...dress, name: inBody(dress.name) }))}
            orderUrl={message.accessToken ? `${publicUrl}/orders/${q(message.order.id)}?token=${q(message.accessToken)}` : null}
          />
        ),
      };
    case 'order-return-reminder':
      return {
        to: message.to,
        subject: `${RETURN_REMINDER_TITLE} - order ${orderReference(message.order.id)}`,
        element: (
          <ReturnReminder
            publicUrl={publicUrl}
            orderId={message.order.id}
            name={inBody(message.order.customerName)}
            returnPost={message.returnPost}
            dresses={message.dresses.map((dress) => ({ ...dress, productName: inBody(dress.productName) }))}
            orderUrl={message.accessToken ? `${publicUrl}/orders/${q(message.order.id)}?token=${q(message.accessToken)}` : null}
          />
        ),
      };
    case 'review-invitation':
      return {
        to: message.to,
        subject: `${REVIEW_INVITATION_TITLE} - order ${orderReference(message.order.id)}`,
        element: (
          <ReviewInvitation
            publicUrl={publicUrl}
            orderId={message.order.id}
            name={inBody(message.order.customerName)}
            dresses={message.dresses.map((dress) => ({ ...dress, productName: inBody(dress.productName) }))}
            reviewUrl={`${publicUrl}/review?token=${q(message.reviewToken)}`}
          />
        ),
      };
    case 'message-received': {
      const senderName = inBody(message.senderFirstName);
      const threadUrl =
        message.recipient === 'lender'
          ? `${publicUrl}${LENDER_AREA_PATHS.messages}`
          : message.accessToken
            ? `${publicUrl}/orders/${q(message.orderId)}?token=${q(message.accessToken)}#messages`
            : null;
      return {
        to: message.to,
        subject: messageReceivedSubject(inSubject(message.senderFirstName), message.orderId),
        element: (
          <MessageReceived
            publicUrl={publicUrl}
            recipient={message.recipient}
            name={inBody(message.recipientFirstName)}
            senderName={senderName}
            orderId={message.orderId}
            threadUrl={threadUrl}
          />
        ),
      };
    }
    case 'lender-account-received':
    case 'lender-account-approved':
    case 'lender-account-rejected':
      return {
        to: message.to,
        subject: LENDER_ACCOUNT_TITLES[message.kind],
        element: (
          <LenderAccount
            publicUrl={publicUrl}
            kind={message.kind}
            name={inBody(message.lenderName)}
            reason={message.kind === 'lender-account-rejected' ? inBody(message.reason) : null}
          />
        ),
      };
    case 'listing-received':
    case 'listing-approved':
    case 'listing-rejected':
    case 'listing-live':
      return {
        to: message.to,
        subject: `${LISTING_TITLES[message.kind]}: ${inSubject(message.dressName)}`,
        element: (
          <Listing
            publicUrl={publicUrl}
            kind={message.kind}
            name={inBody(message.lenderName)}
            dressName={inBody(message.dressName)}
            productUrl={message.kind === 'listing-live' ? `${publicUrl}/product/${q(message.productSlug)}` : null}
            reason={message.kind === 'listing-rejected' ? inBody(message.reason) : null}
          />
        ),
      };
    case 'lender-dress-booked': {
      const { line } = message;
      const share = formatPence(lenderSharePence(toPence(line.unitPrice) * line.quantity));
      return {
        to: message.to,
        subject: `${message.deadline ? 'Booking request' : 'Booked'}: ${inSubject(line.productName)}`,
        element: (
          <DressBooked
            publicUrl={publicUrl}
            name={inBody(message.lenderName)}
            orderId={message.orderId}
            line={{ ...line, productName: inBody(line.productName) }}
            share={share}
            deadline={message.deadline ? new Date(message.deadline) : null}
          />
        ),
      };
    }
    case 'order-overdue':
      return {
        to: message.to,
        subject: `${OVERDUE_TITLE} - order ${orderReference(message.order.id)}`,
        element: (
          <OverdueNotice
            publicUrl={publicUrl}
            orderId={message.order.id}
            name={inBody(message.order.customerName)}
            returnPost={message.returnPost}
            daysLate={message.daysLate}
            feesSoFar={message.feesSoFar}
            dailyFee={message.dailyFee}
            feeCap={message.feeCap}
            orderUrl={message.accessToken ? `${publicUrl}/orders/${q(message.order.id)}?token=${q(message.accessToken)}` : null}
          />
        ),
      };
    case 'admin-charge-declined':
      return {
        to: ctx.adminEmail,
        subject: chargeDeclinedSubject(message.orderId, message.amount),
        element: (
          <ChargeDeclinedNotice
            publicUrl={publicUrl}
            orderId={message.orderId}
            customerName={inBody(message.customerName)}
            customerEmail={inBody(message.customerEmail)}
            what={inBody(message.what)}
            amount={message.amount}
            failureCode={inBody(message.failureCode)}
          />
        ),
      };
    case 'admin-order-not-returned':
      return {
        to: ctx.adminEmail,
        subject: `Not returned: order ${orderReference(message.orderId)}, ${message.daysLate} days late`,
        element: (
          <NotReturnedNotice
            publicUrl={publicUrl}
            orderId={message.orderId}
            customerName={inBody(message.customerName)}
            customerEmail={inBody(message.customerEmail)}
            customerPhone={inBody(message.customerPhone)}
            returnPost={message.returnPost}
            daysLate={message.daysLate}
            feesSoFar={message.feesSoFar}
          />
        ),
      };
    case 'admin-lender-review':
      return {
        to: ctx.adminEmail,
        subject: `New lender to review: ${inSubject(message.lenderName)}`,
        element: (
          <AdminReview publicUrl={publicUrl} what="lender" lenderName={inBody(message.lenderName)} detail={inBody(message.lenderEmail)} />
        ),
      };
    case 'admin-listing-review':
      return {
        to: ctx.adminEmail,
        subject: `New listing to review: ${inSubject(message.dressName)}`,
        element: (
          <AdminReview publicUrl={publicUrl} what="listing" lenderName={inBody(message.lenderName)} detail={inBody(message.dressName)} />
        ),
      };
    case 'claim-opened':
      return {
        to: message.to,
        subject: `${CLAIM_OPENED_TITLE} - order ${orderReference(message.order.id)}`,
        element: (
          <ClaimOpened
            publicUrl={publicUrl}
            orderId={message.order.id}
            name={inBody(message.order.customerName)}
            dress={{ ...message.dress, productName: inBody(message.dress.productName) }}
            description={message.description}
            amount={message.amount}
            answerDueAt={message.answerDueAt}
            orderUrl={message.accessToken ? `${publicUrl}/orders/${q(message.order.id)}?token=${q(message.accessToken)}` : null}
          />
        ),
      };
    case 'claim-decided':
      return {
        to: message.to,
        subject: `${CLAIM_DECIDED_TITLE} - order ${orderReference(message.order.id)}`,
        element: (
          <ClaimDecided
            publicUrl={publicUrl}
            orderId={message.order.id}
            name={inBody(message.order.customerName)}
            dress={{ ...message.dress, productName: inBody(message.dress.productName) }}
            decision={message.decision}
            amount={message.amount}
            audience="renter"
            actionUrl={message.accessToken ? `${publicUrl}/orders/${q(message.order.id)}?token=${q(message.accessToken)}` : null}
          />
        ),
      };
    case 'lender-claim-decided':
      return {
        to: message.to,
        subject: `${CLAIM_DECIDED_TITLE} - order ${orderReference(message.orderId)}`,
        element: (
          <ClaimDecided
            publicUrl={publicUrl}
            orderId={message.orderId}
            name={inBody(message.lenderName)}
            dress={{ ...message.dress, productName: inBody(message.dress.productName) }}
            decision={message.decision}
            amount={message.amount}
            audience="lender"
            actionUrl={`${publicUrl}${LENDER_AREA_PATHS.claims}`}
          />
        ),
      };
    case 'payout-paid': {
      const month = monthName(message.period);
      return {
        to: message.to,
        subject: `Your ${month} payout: ${formatPounds(toPence(message.amount))}`,
        element: (
          <PayoutPaid
            publicUrl={publicUrl}
            name={inBody(message.lenderName)}
            month={month}
            amount={message.amount}
            rentals={message.rentals.slice(0, PAYOUT_EMAIL_RENTALS).map((r) => ({ ...r, productName: inBody(r.productName) }))}
            rentalCount={message.rentalCount}
          />
        ),
      };
    }
    case 'newsletter-confirm':
      return {
        to: message.to,
        subject: NEWSLETTER_CONFIRM_SUBJECT,
        element: <NewsletterConfirm publicUrl={publicUrl} confirmUrl={`${publicUrl}/newsletter/confirm?token=${q(message.token)}`} />,
      };
    case 'newsletter-subscribed':
      return {
        to: message.to,
        subject: 'You are subscribed to Designer Wardrobe',
        element: (
          <NewsletterSubscribed publicUrl={publicUrl} unsubscribeUrl={`${publicUrl}/unsubscribe?token=${q(message.unsubscribeToken)}`} />
        ),
        headers: {
          'List-Unsubscribe': `<${publicUrl}/api/newsletter/unsubscribe?token=${q(message.unsubscribeToken)}>`,
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      };
    case 'lender-sign-in-link':
      return {
        to: message.to,
        subject: SIGN_IN_LINK_SUBJECT,
        element: (
          <LenderSignInLink
            publicUrl={publicUrl}
            name={inBody(message.lenderName)}
            signInUrl={`${publicUrl}${LENDER_AREA_PATHS.confirm}?token=${q(message.token)}`}
            signUpAttempt={message.signUpAttempt === true}
          />
        ),
      };
    case 'lender-bank-details-changed':
      return {
        to: message.to,
        subject: BANK_DETAILS_CHANGED_SUBJECT,
        element: (
          <LenderBankDetailsChanged
            publicUrl={publicUrl}
            name={inBody(message.lenderName)}
            sortCode={inBody(message.sortCode)}
            accountNumber={inBody(message.accountNumber)}
          />
        ),
      };
  }
}

/** A plausible single address: anything else (an erased lender's blank, a line break) is not sent. */
const ADDRESS = /^[^\s@<>",;]+@[^\s@<>",;]+$/;

/** Who a message goes to, its subject and headers: cheap, so the outbox knows them when it is queued. */
export function addressMessage(message: NotificationMessage, ctx: RenderContext): AddressedMessage | null {
  const d = draft(message, ctx);
  const to = d.to?.trim() ?? '';
  if (!ADDRESS.test(to) || to.length > 254) return null;
  const headers = Object.fromEntries(Object.entries(d.headers ?? {}).map(([name, value]) => [name, headerText(value, 2000)]));
  return { kind: message.kind, to, subject: headerText(d.subject, SUBJECT_MAX), headers };
}

/**
 * The HTML and its plain-text twin: the costly part (about 5 ms of CPU each, most of it turning
 * HTML into text), so the outbox sender does it, not the request that queued the message.
 */
export async function renderBodies(message: NotificationMessage, ctx: RenderContext): Promise<{ html: string; text: string }> {
  const { element } = draft(message, ctx);
  const html = await render(element);
  const text = await render(element, {
    plainText: true,
    htmlToTextOptions: {
      wordwrap: 78,
      selectors: [
        { selector: 'h1', options: { uppercase: false } },
        { selector: 'h2', options: { uppercase: false } },
        { selector: 'img', format: 'skip' },
      ],
    },
  });
  return { html, text };
}

/** Addresses and renders a message whole; null when there is nobody to send to. */
export async function renderMessage(message: NotificationMessage, ctx: RenderContext): Promise<RenderedMessage | null> {
  const addressed = addressMessage(message, ctx);
  return addressed ? { ...addressed, ...(await renderBodies(message, ctx)) } : null;
}
