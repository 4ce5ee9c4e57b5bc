/**
 * Shapes the API sends and accepts. The backend's response DTOs implement these, so
 * a change here fails the backend's type check; `openapi.json` is generated from those DTOs.
 */
import type { CarrierId, ShipmentView } from './carriers';
import type { DispatchPhotosView, ReturnCondition } from './claims';
import type { BookingRules } from './availability';
import type { ErrorCode } from './error-codes';
import type { DeclineReason, LineRequestState } from './line-requests';
import type { EmailKind, EmailStatus } from './notifications';
import type { OrderPaymentView } from './payments';
import type { LateFeesView } from './late-fees';
import type { RentalDuration } from './pricing';
import type { RatingSummary } from './reviews';
import type { LenderAccountStatus, ListingStatus, OrderStatus } from './status';

/** Every error the API answers: `code` is one of the catalogue in error-codes.ts. */
export interface ApiError {
  statusCode: number;
  code: ErrorCode;
  message: string;
  /** QUOTE_CHANGED only: the order priced as it stands now, so the page can show the new figures. */
  quote?: QuoteView;
}

/** One line of a quote: the server's price for it now. */
export interface QuoteLineView {
  /** The cart line's id (the cart's quote); null for an order's lines sent without a cart. */
  cartItemId: string | null;
  productId: string;
  productName: string;
  size: string;
  duration: 2 | 4;
  quantity: number;
  startDate: string | null;
  /** One unit for this duration, in integer pence. */
  unitPricePence: number;
  /** unitPricePence × quantity. */
  lineTotalPence: number;
  /** A second size of the dress held free with this line (£0, never priced); null without one. */
  backupSize: string | null;
}

/**
 * `GET /api/cart/{sessionId}/quote?promoCode=`: every figure of the order as the server would charge
 * it now, in integer pence (docs/decisions/0030-promotions-are-the-shops-cost.md). The shop shows
 * these and sends back the figures it showed (as the order body's '45.00' strings); a different
 * total at checkout answers 409 QUOTE_CHANGED with the new quote.
 */
export interface QuoteView {
  lines: QuoteLineView[];
  subtotalPence: number;
  cleaningFeePence: number;
  insurancePence: number;
  /** The promo code's discount, off the rental fees; 0 without one. */
  discountPence: number;
  totalPence: number;
  /** The code applied, upper case; null when none was asked for or it cannot be used. */
  promoCode: string | null;
  /** Why the code asked for cannot be used (one message per rule); null when it applies or none was asked for. */
  promoProblem: { code: ErrorCode; message: string } | null;
}

/** What one unit of a product costs for one rental length, as the server charges it ('111.00'). */
export interface RentalPriceView {
  duration: RentalDuration;
  price: string;
}

export interface ProductView {
  id: string;
  slug: string;
  name: string;
  description: string;
  brand: string | null;
  category: string;
  occasions: string[];
  basePrice: string;
  rentalPrice4Day: string | null;
  retailPrice: string | null;
  imageUrls: string[];
  imageUrl: string | null;
  availableSizes: string[];
  /** Units of each available size; sizes the admin never set count as one. */
  stock: Record<string, number>;
  createdAt: string;
  /**
   * One entry per rental length (RENTAL_DURATIONS, in order), priced by the server's one pricing
   * function, so the product page shows the 4-day price it will be charged without computing it.
   */
  rentalPrices: RentalPriceView[];
  /** The dress's own limits on start dates (notice, first and last start date); the picker disables the rest. */
  bookingRules: BookingRules;
  /** Its visible verified reviews: count, average and majority fit (kept on the product row, not counted per request). */
  rating: RatingSummary;
  /** The shop's own dress waits for the admin's answer like a lender's booking request (false: accepted at once). */
  requiresApproval: boolean;
}

/** A catalogue card: a product without what only its own page shows (keeps a page of cards small). */
export type ProductCardView = Omit<ProductView, 'description' | 'stock' | 'rentalPrices' | 'bookingRules' | 'requiresApproval'>;

/** How many dresses picking `value` would give, with every other current filter kept. */
export interface FacetCount {
  value: string;
  label: string;
  count: number;
}

/** One page of GET /api/catalogue. */
export interface CataloguePage {
  items: ProductCardView[];
  total: number;
  page: number;
  pageSize: number;
  /** `filters`: the catalogue's category buttons (CATALOGUE_FILTERS), each as its link would filter. */
  facets: { sizes: FacetCount[]; categories: FacetCount[]; occasions: FacetCount[]; filters: FacetCount[] };
}

export interface ProductInput {
  name: string;
  description: string;
  brand?: string | null;
  category: string;
  occasions?: string[];
  basePrice: string | number;
  retailPrice?: string | number | null;
  imageUrls: string[];
  availableSizes: string[];
  /** Units per size; every key must be one of availableSizes. Missing sizes get one unit. */
  stock?: Record<string, number>;
  /** Omitted on update: kept; null: no limit (bookingRulesProblems). */
  minNoticeDays?: number | null;
  availableFrom?: string | null;
  availableUntil?: string | null;
  /** Omitted on update: kept. The shop's own dress waits for the admin's answer to each booking. */
  requiresApproval?: boolean;
}

export interface CartItemView {
  id: string;
  sessionId: string;
  productId: string;
  size: string;
  duration: 2 | 4;
  quantity: number;
  /** First rental day (the event date); null only on lines added before dates existed. */
  startDate: string | null;
  /** Last rental day, and the day the dress goes back in the post (rentalSchedule). */
  endDate: string | null;
  returnDate: string | null;
  /** False when the dates can no longer be booked (taken meanwhile, too soon, or no date). */
  available: boolean;
  /** Why not, for a person; null when available. */
  unavailableReason: string | null;
  /** What one unit costs for this duration, computed by the server. */
  unitPrice: string;
  /**
   * The most this line may hold: the units free for its dates once the cart's other lines are
   * counted, within the per-line cap (the cap alone while the line has no date).
   */
  maxQuantity: number;
  /** A second size held free with this line for the same dates (one unit, £0); null without one. */
  backupSize: string | null;
  /** Why the backup size can no longer be held for the line's dates; null when it can (or there is none). */
  backupUnavailableReason: string | null;
  product: { name: string; slug: string; basePrice: string; imageUrl: string | null };
}

export interface CartAddInput {
  sessionId: string;
  productId: string;
  size: string;
  duration: 2 | 4;
  quantity: number;
  /** The event date; a line added without one is kept and the cart asks for it before checkout. */
  startDate?: string;
  /** A free backup size: another size of the dress, for the same dates (needs startDate). */
  backupSize?: string;
}

/** PUT /api/cart/{id}: the new quantity, and a start date to give (or change) the line's dates. */
export interface CartLineChange {
  quantity: number;
  startDate?: string;
  /** null removes the line's backup size; left out keeps it. */
  backupSize?: string | null;
}

export interface OrderItemView {
  id: string;
  productId: string | null;
  productName: string;
  size: string;
  duration: 2 | 4;
  quantity: number;
  unitPrice: string;
  startDate: string | null;
  endDate: string | null;
  /** The free backup size of the line before it: unit price 0, quantity 1, sent and returned with it. */
  isBackup: boolean;
  /** The line's request to its lender (or the admin): a backup size follows its line. */
  requestState: LineRequestState;
  /** A declined line's reason (DECLINE_REASONS id), else null. */
  declineReason: DeclineReason | null;
  /** When an open request expires unanswered (ISO instant), else null. */
  requestDeadline: string | null;
}

export interface OrderView {
  id: string;
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  deliveryAddress: string;
  rentalStartDate: string;
  rentalEndDate: string;
  subtotal: string;
  cleaningFee: string;
  insurance: string;
  /** A promo code's discount off the rental fees; '0.00' without one. */
  discount: string;
  /** The promo code used, or null. */
  promoCode: string | null;
  total: string;
  status: OrderStatus;
  createdAt: string;
  items: OrderItemView[];
  payment: OrderPaymentView;
  /** The parcel's carrier, reference and tracking link, once dispatched with one; else null. */
  shipment: ShipmentView | null;
  /** Fees for a return past its post day; null on an order never overdue. */
  lateFees: LateFeesView | null;
}

/**
 * `PUT /api/orders/{id}/status`. A dispatch (`processing`) may name the parcel: its reference (any
 * case, spaces allowed) and carrier (DEFAULT_CARRIER when left out); any other move refuses them.
 */
export interface OrderStatusInput {
  status: OrderStatus;
  carrier?: CarrierId;
  trackingReference?: string;
  /** With completed: the UK day the dresses came back (default today) and how. */
  receivedOn?: string;
  condition?: ReturnCondition;
  /** With processing or completed: the condition record's note and photos. */
  note?: string;
  photos?: string[];
}

/** Admin: one client with orders not yet confirmed, and what those orders hold. */
export interface PendingHolderView {
  /** The client's normalised emails, phones and addresses: orders sharing any one are one client. */
  emails: string[];
  phones: string[];
  addresses: string[];
  /** Dresses (units) held by the client's pending orders. */
  units: number;
  /** The pending orders, oldest first. */
  orders: OrderView[];
}

/** Admin: cancel these orders at once (those no longer pending are left as they are). */
export interface BulkCancelInput {
  orderIds: string[];
}

export interface BulkCancelView {
  /** The orders this call cancelled. */
  cancelled: string[];
}

/**
 * The renter's details at checkout. The delivery address is sent either as its parts (addressLine1,
 * optional addressLine2, town, postcode: what the shop's form sends) or, as the original API's body has it, as
 * one `deliveryAddress` text ending with the postcode; the order stores one text either way
 * (contracts/src/address.ts).
 */
export interface OrderCustomerInput {
  customerName: string;
  customerEmail: string;
  customerPhone: string;
  deliveryAddress?: string;
  addressLine1?: string;
  addressLine2?: string;
  town?: string;
  postcode?: string;
  /**
   * Derived from the lines' dates; if sent, they must match (else 400). A line sent without its own
   * start date takes rentalStartDate.
   */
  rentalStartDate?: string;
  rentalEndDate?: string;
}

export interface LenderAccountInput {
  fullName: string;
  email: string;
  phone: string;
  address: string;
  bankAccountName: string;
  sortCode: string;
  accountNumber: string;
}

/** Returned once, at creation: the token is the lender's key for submitting listings. */
export interface LenderAccountCreated {
  id: string;
  status: LenderAccountStatus;
  token: string;
}

/** The admin's view: bank details masked, never in clear. */
export interface LenderAccountView {
  id: string;
  fullName: string;
  email: string;
  phone: string;
  address: string;
  bankAccountName: string;
  sortCode: string;
  accountNumber: string;
  status: LenderAccountStatus;
  /** Why the admin rejected the account; null unless rejected. */
  rejectionReason: string | null;
  createdAt: string;
  /** Set once the lender's personal and bank data were erased on request. */
  erasedAt: string | null;
}

export interface ListingInput {
  lenderAccountId: string;
  name: string;
  brand: string;
  description: string;
  category: string;
  condition: string;
  occasion: string;
  sizes: string[];
  originalPrice: number;
  rentalPrice2Day: number;
  rentalPrice4Day: number;
  careInstructions: string;
  imageUrls: string[];
}

export interface ListingView extends Omit<ListingInput, 'originalPrice' | 'rentalPrice2Day' | 'rentalPrice4Day'> {
  id: string;
  originalPrice: string;
  rentalPrice2Day: string;
  rentalPrice4Day: string;
  status: ListingStatus;
  lenderName: string | null;
  productId: string | null;
  /** Why the admin rejected it; null unless rejected. */
  rejectionReason: string | null;
  createdAt: string;
}

export interface UploadTicket {
  uploadURL: string;
  /** Where the image will be served once the PUT succeeds. */
  objectPath: string;
}

export interface HealthView {
  status: 'ok' | 'degraded';
  database: 'up' | 'down';
  storage: 'up' | 'down';
}

/** Days with no free unit of one size, for the product page's calendar. */
export interface SizeAvailability {
  size: string;
  units: number;
  /** Days (in from..to) on which every unit is held: a rental whose hold window touches one cannot start. */
  fullDays: string[];
}

export interface ProductAvailabilityView {
  productId: string;
  /** Today in the UK, so the calendar and the server agree on what "too soon" means. */
  today: string;
  from: string;
  to: string;
  sizes: SizeAvailability[];
  /** The dress's own limits: the calendar greys the start days they refuse. */
  bookingRules: BookingRules;
}

export type BookingKind = 'order' | 'block';

/** One hold on a product's units, for the admin calendar. */
export interface BookingView {
  id: string;
  productId: string;
  size: string;
  units: number;
  kind: BookingKind;
  /** The rental days (an order) or the blocked days (a block). */
  startDate: string;
  endDate: string;
  /** The days the unit is held: an order adds dispatch before and return + cleaning after. */
  holdFrom: string;
  holdUntil: string;
  orderId: string | null;
  customerName: string | null;
  note: string | null;
  /** An order's free backup size: held with the order, earns nothing. */
  isBackup: boolean;
  createdAt: string;
}

export interface ProductCalendarView {
  productId: string;
  stock: Record<string, number>;
  bookings: BookingView[];
}

/** An admin block: takes units of one size out for some days (repairs, photography). */
export interface BlockInput {
  size: string;
  startDate: string;
  endDate: string;
  units?: number;
  note?: string;
}

/** One line of the renter's order page. */
export interface OrderReceiptLine {
  productName: string;
  /** The product page's slug; null once the product is gone. */
  productSlug: string | null;
  size: string;
  duration: RentalDuration;
  quantity: number;
  unitPrice: string;
  startDate: string | null;
  endDate: string | null;
  /** The free backup size of the dress above it (£0). */
  isBackup: boolean;
  /** Whether its lender has confirmed it (lineRequestText words it); a backup size follows its dress. */
  requestState: LineRequestState;
  declineReason: DeclineReason | null;
}

/** `GET /api/orders/{id}?token=`: what the renter's order page shows, without login. */
export interface OrderReceiptView {
  id: string;
  /** The last 8 characters of the id, upper case, as the messages quote it. */
  reference: string;
  status: OrderStatus;
  createdAt: string;
  customerName: string;
  deliveryAddress: string;
  rentalStartDate: string;
  rentalEndDate: string;
  /** The day the dresses go back in the post (rentalSchedule's returnPost), the day the dispatch e-mail names. */
  returnDate: string;
  lines: OrderReceiptLine[];
  subtotal: string;
  cleaningFee: string;
  insurance: string;
  discount: string;
  promoCode: string | null;
  total: string;
  payment: OrderPaymentView;
  /** The parcel's carrier, reference and tracking link, once dispatched with one; else null. */
  shipment: ShipmentView | null;
  /** Fees for a return past its post day ("Late return fee: £45 — 3 days"); null on an order never overdue. */
  lateFees: LateFeesView | null;
  /** Her dresses as they left: each line's dispatch condition record (empty before the dispatch). */
  dispatchPhotos: DispatchPhotosView[];
}

/** `GET /api/newsletter/unsubscribe?token=`: whose subscription the link manages, masked. */
export interface NewsletterSubscriptionView {
  email: string;
  subscribed: boolean;
}

/** One outbox message as the admin's Emails tab lists it. */
export interface EmailListItem {
  id: string;
  kind: EmailKind;
  to: string;
  subject: string;
  status: EmailStatus;
  attempts: number;
  lastError: string | null;
  sentAt: string | null;
  createdAt: string;
}

/** `GET /api/admin/emails/{id}`: the item plus what was (or will be) sent. */
export interface EmailDetail extends EmailListItem {
  html: string;
  text: string;
}
