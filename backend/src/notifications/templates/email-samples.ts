/**
 * One message of every kind with realistic facts: the template tests render them, and the e-mail
 * layout journey (e2e/journeys/emails-layout.e2e.ts) draws each at a phone's width in Chromium.
 */
import type { EmailKind } from '@dw/contracts';
import type { NotificationMessage, OrderFacts } from '../notification-message';
import type { RenderContext } from './render-message';

export const ctx: RenderContext = { publicUrl: 'https://shop.example', adminEmail: 'admin@shop.example' };
export const ORDER_ID = '3f2b8c1e-4d5a-4b6c-9e7f-0a1b2c3d4e5f';
export const HOSTILE = 'Eve\r\nBcc: victim@example.com <script>alert(1)</script>';

export const order: OrderFacts = {
  id: ORDER_ID,
  customerName: 'Ada Lovelace',
  deliveryAddress: '1 Savile Row, London W1S 3PR',
  rentalStartDate: '2026-12-05',
  rentalEndDate: '2026-12-08',
  lines: [
    { productName: 'Silk Gown', size: '10', duration: 2, quantity: 2, unitPrice: '65.00', startDate: '2026-12-05', endDate: '2026-12-06' },
    {
      productName: 'Velvet Midi',
      size: '12',
      duration: 4,
      quantity: 1,
      unitPrice: '110.00',
      startDate: '2026-12-05',
      endDate: '2026-12-08',
    },
  ],
  subtotal: '240.00',
  cleaningFee: '15.00',
  insurance: '8.00',
  total: '263.00',
};
export const line = order.lines[0];

export const samples: Record<EmailKind, NotificationMessage> = {
  'order-received': {
    kind: 'order-received',
    to: 'ada@example.com',
    order,
    accessToken: 'tok_EN-abc',
    payment: {
      method: 'bank-transfer',
      bankTransfer: {
        accountName: 'Designer Wardrobe Ltd',
        sortCode: '12-34-56',
        accountNumber: '12345678',
        reference: '3D4E5F',
        amount: '263.00',
      },
    },
  },
  'payment-received': {
    kind: 'payment-received',
    to: 'ada@example.com',
    order,
    accessToken: 'tok_EN-abc',
    amount: '263.00',
    method: 'bank-transfer',
  },
  'refund-issued': {
    kind: 'refund-issued',
    to: 'ada@example.com',
    order,
    accessToken: 'tok_EN-abc',
    amount: '40.00',
    reason: 'Late delivery',
    full: false,
  },
  'payment-released': {
    kind: 'payment-released',
    to: 'ada@example.com',
    order,
    accessToken: 'tok_EN-abc',
    reason: 'The order was not confirmed within 7 days of your card being authorised.',
  },
  'order-dispatched': { kind: 'order-dispatched', to: 'ada@example.com', order, accessToken: 'tok_EN-abc' },
  'order-return-reminder': {
    kind: 'order-return-reminder',
    to: 'ada@example.com',
    order,
    returnPost: '2026-12-09',
    dresses: [
      { productName: 'Silk Gown', size: '10', quantity: 2, isBackup: false },
      { productName: 'Velvet Midi', size: '12', quantity: 1, isBackup: false },
      { productName: 'Velvet Midi', size: '14', quantity: 1, isBackup: true },
    ],
    accessToken: 'tok_EN-abc',
  },
  'order-overdue': {
    kind: 'order-overdue',
    to: 'ada@example.com',
    order,
    returnPost: '2026-12-09',
    // Five days after the return post: three fee days, after the two allowed for the post.
    daysLate: 5,
    feesSoFar: '45.00',
    dailyFee: '15.00',
    feeCap: '119.00',
    accessToken: 'tok_EN-abc',
  },
  'admin-order-not-returned': {
    kind: 'admin-order-not-returned',
    orderId: ORDER_ID,
    customerName: 'Ada Lovelace',
    customerEmail: 'ada@example.com',
    customerPhone: '07700 900123',
    returnPost: '2026-12-09',
    daysLate: 14,
    feesSoFar: '119.00',
  },
  'review-invitation': {
    kind: 'review-invitation',
    to: 'ada@example.com',
    order,
    dresses: [
      { productName: 'Silk Gown', size: '10' },
      { productName: 'Velvet Midi', size: '12' },
    ],
    reviewToken: 'rvw_EN-abc',
  },
  'message-received': {
    kind: 'message-received',
    to: 'ada@example.com',
    recipient: 'renter',
    recipientFirstName: 'Ada',
    senderFirstName: 'Lena',
    orderId: order.id,
    accessToken: 'tok_EN-abc',
    lenderId: 'l1',
  },
  'order-returned': { kind: 'order-returned', to: 'ada@example.com', order, accessToken: 'tok_EN-abc' },
  'claim-opened': {
    kind: 'claim-opened',
    to: 'ada@example.com',
    order,
    accessToken: 'tok_EN-abc',
    dress: { productName: 'Silk Gown', size: '10' },
    description: 'A 3 cm tear at the left side seam and a red wine stain on the skirt.',
    amount: '120.00',
    answerDueAt: '2026-12-12T09:00:00.000Z',
  },
  'claim-decided': {
    kind: 'claim-decided',
    to: 'ada@example.com',
    order,
    accessToken: 'tok_EN-abc',
    dress: { productName: 'Silk Gown', size: '10' },
    decision: 'charge-renter',
    amount: '80.00',
  },
  'lender-claim-decided': {
    kind: 'lender-claim-decided',
    to: 'lena@example.com',
    lenderId: 'l1',
    lenderName: 'Lena Lender',
    orderId: order.id,
    dress: { productName: 'Silk Gown', size: '10' },
    decision: 'insurance',
    amount: '50.00',
  },
  'order-cancelled': { kind: 'order-cancelled', to: 'ada@example.com', order, accessToken: 'tok_EN-abc' },
  'lender-account-received': { kind: 'lender-account-received', to: 'lena@example.com', lenderId: 'l1', lenderName: 'Lena Lender' },
  'lender-account-approved': { kind: 'lender-account-approved', to: 'lena@example.com', lenderId: 'l1', lenderName: 'Lena Lender' },
  'lender-account-rejected': {
    kind: 'lender-account-rejected',
    to: 'lena@example.com',
    lenderId: 'l1',
    lenderName: 'Lena Lender',
    reason: 'The bank account name does not match yours.',
  },
  'listing-received': {
    kind: 'listing-received',
    to: 'lena@example.com',
    lenderId: 'l1',
    lenderName: 'Lena Lender',
    dressName: 'Silk Gown',
  },
  'listing-approved': {
    kind: 'listing-approved',
    to: 'lena@example.com',
    lenderId: 'l1',
    lenderName: 'Lena Lender',
    dressName: 'Silk Gown',
  },
  'listing-rejected': {
    kind: 'listing-rejected',
    to: 'lena@example.com',
    lenderId: 'l1',
    lenderName: 'Lena Lender',
    dressName: 'Silk Gown',
    reason: 'The photos are too dark to judge the condition.',
  },
  'listing-live': {
    kind: 'listing-live',
    to: 'lena@example.com',
    lenderId: 'l1',
    lenderName: 'Lena Lender',
    dressName: 'Silk Gown',
    productSlug: 'silk-gown',
  },
  'lender-dress-booked': {
    kind: 'lender-dress-booked',
    to: 'lena@example.com',
    lenderId: 'l1',
    lenderName: 'Lena Lender',
    orderId: ORDER_ID,
    line,
  },
  'admin-lender-review': { kind: 'admin-lender-review', lenderId: 'l1', lenderName: 'Lena Lender', lenderEmail: 'lena@example.com' },
  'admin-listing-review': { kind: 'admin-listing-review', lenderId: 'l1', lenderName: 'Lena Lender', dressName: 'Silk Gown' },
  'newsletter-confirm': { kind: 'newsletter-confirm', to: 'sam@example.com', token: 'tok_CONFIRM-me' },
  'newsletter-subscribed': { kind: 'newsletter-subscribed', to: 'sam@example.com', unsubscribeToken: 'abc.def' },
  'lender-sign-in-link': {
    kind: 'lender-sign-in-link',
    to: 'lena@example.com',
    lenderId: 'l1',
    lenderName: 'Lena Lender',
    token: 'tok_SIGN-in',
  },
  'lender-bank-details-changed': {
    kind: 'lender-bank-details-changed',
    to: 'lena@example.com',
    lenderId: 'l1',
    lenderName: 'Lena Lender',
    sortCode: '••-••-99',
    accountNumber: '••••4958',
  },
  'payout-paid': {
    kind: 'payout-paid',
    to: 'lena@example.com',
    lenderId: 'l1',
    lenderName: 'Lena Lender',
    period: '2026-10',
    amount: '150.30',
    rentals: [{ productName: 'Silk Gown', size: '10', startDate: '2026-10-05', endDate: '2026-10-06', amount: '117.00' }],
    rentalCount: 1,
  },
};

/** The dispatch e-mail of a parcel sent with a tracking reference (the admin gave one when marking it dispatched). */
export const dispatchedWithTracking: NotificationMessage = {
  kind: 'order-dispatched',
  to: 'ada@example.com',
  order,
  accessToken: 'tok_EN-abc',
  shipment: { carrier: 'royal-mail', reference: 'AB123456789GB' },
};
