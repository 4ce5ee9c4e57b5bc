import { BookingChange } from '../availability/booking-change.entity';
import { Booking } from '../availability/booking.entity';
import { BookingsState } from '../availability/bookings-state.entity';
import { CatalogState } from '../catalogue/catalogue-state.entity';
import { Product } from '../catalogue/product.entity';
import { CartItem } from '../cart/cart-item.entity';
import { Order } from '../orders/order.entity';
import { OrderItem } from '../orders/order-item.entity';
import { OrderTally } from '../orders/order-tally.entity';
import { OrderWord } from '../orders/order-word.entity';
import { IdempotencyRecord } from '../orders/idempotency-record.entity';
import { HoldLock } from '../orders/hold-lock.entity';
import { LateFee } from '../orders/late-fees/late-fee.entity';
import { LenderAccount } from '../lenders/lender-account.entity';
import { LenderSession } from '../lenders/session/lender-session.entity';
import { LenderSignInLink } from '../lenders/sign-in/lender-sign-in-link.entity';
import { DressListing } from '../listings/dress-listing.entity';
import { Subscriber } from '../newsletter/subscriber.entity';
import { SessionRecord } from '../admin-auth/session-record.entity';
import { JobLease } from '../jobs/job-lease.entity';
import { CatalogVersionSubscriber } from '../catalogue/catalogue-version.subscriber';
import { OutboxMessage } from '../notifications/outbox-message.entity';
import { Earning } from '../payouts/earning.entity';
import { PayoutRun } from '../payouts/payout-run.entity';
import { Payout } from '../payouts/payout.entity';
import { PayoutFileDownload } from '../payouts/payout-file-download.entity';
import { UploadOwner } from '../uploads/upload-owner.entity';
import { Promotion } from '../promotions/promotion.entity';
import { PromotionRedemption } from '../promotions/promotion-redemption.entity';
import { OrderPayment } from '../payments/order-payment.entity';
import { PaymentMovement } from '../payments/payment-movement.entity';
import { ProcessedPaymentEvent } from '../payments/processed-event.entity';
import { Review } from '../reviews/review.entity';
import { OwedCharge } from '../payments/owed-charge.entity';
import { ConditionRecord } from '../returns/condition-record.entity';
import { Claim } from '../claims/claim.entity';
import { Conversation } from '../messages/conversation.entity';
import { ConversationMessage } from '../messages/conversation-message.entity';

/**
 * Every entity, in one list, for the data source and the migration check. The one file of the
 * database layer that names feature modules (backend/src/architecture.spec.ts allows it).
 */
export const ENTITIES = [
  Product,
  Review,
  CatalogState,
  CartItem,
  Order,
  OrderItem,
  OrderWord,
  OrderTally,
  IdempotencyRecord,
  HoldLock,
  LateFee,
  LenderAccount,
  LenderSignInLink,
  LenderSession,
  DressListing,
  Subscriber,
  SessionRecord,
  Booking,
  BookingsState,
  BookingChange,
  JobLease,
  OutboxMessage,
  Earning,
  PayoutRun,
  Payout,
  PayoutFileDownload,
  UploadOwner,
  Promotion,
  PromotionRedemption,
  OrderPayment,
  PaymentMovement,
  ProcessedPaymentEvent,
  OwedCharge,
  ConditionRecord,
  Claim,
  Conversation,
  ConversationMessage,
];

/** Every entity subscriber: the catalogue's version bump on product writes. */
export const SUBSCRIBERS = [CatalogVersionSubscriber];
