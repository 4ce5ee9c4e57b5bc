import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { JobsModule } from '../jobs/jobs.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PayoutsModule } from '../payouts/payouts.module';
import { CardPaymentsService } from './card-payments.service';
import { OrderPayment } from './order-payment.entity';
import { OwedCharge } from './owed-charge.entity';
import { PaymentMovement } from './payment-movement.entity';
import { PaymentsAdminController } from './payments-admin.controller';
import { PaymentsSweepJob } from './payments.job';
import { PaymentsService } from './payments.service';
import { ProcessedPaymentEvent } from './processed-event.entity';
import { ManualPaymentProvider } from './providers/manual-provider';
import { PAYMENT_PROVIDER, PaymentProvider } from './providers/payment-provider';
import { StripePaymentProvider } from './providers/stripe-provider';
import { ReconciliationService } from './reconciliation.service';
import { StripeWebhookController } from './stripe-webhook.controller';

/**
 * Owns order_payments, payment_movements and processed_payment_events. The provider adapter is
 * chosen by PAYMENT_PROVIDER; orders call PaymentsService from the order process's effects and
 * register the hooks payments uses to read and cancel orders (payment-order.ts).
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([OrderPayment, PaymentMovement, ProcessedPaymentEvent, OwedCharge]),
    PayoutsModule,
    NotificationsModule,
    JobsModule,
  ],
  controllers: [PaymentsAdminController, StripeWebhookController],
  providers: [
    {
      provide: PAYMENT_PROVIDER,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): PaymentProvider =>
        config.payments.stripe ? new StripePaymentProvider(config.payments.stripe) : new ManualPaymentProvider(),
    },
    PaymentsService,
    CardPaymentsService,
    ReconciliationService,
    PaymentsSweepJob,
  ],
  exports: [PaymentsService, CardPaymentsService],
})
export class PaymentsModule {}
