import { DynamicModule, Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminAuthModule } from './admin-auth/admin-auth.module';
import { DashboardModule } from './dashboard/dashboard.module';
import { AvailabilityModule } from './availability/availability.module';
import { CalendarModule } from './calendar/calendar.module';
import { CartModule } from './cart/cart.module';
import { CatalogueModule } from './catalogue/catalogue.module';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { APP_CONFIG, AppConfig } from './config/app-config';
import { dataSourceOptions } from './database/data-source-options';
import { HealthModule } from './health/health.module';
import { ClaimsModule } from './claims/claims.module';
import { HousekeepingModule } from './housekeeping/housekeeping.module';
import { LendersModule } from './lenders/lenders.module';
import { ListingsModule } from './listings/listings.module';
import { MessagesModule } from './messages/messages.module';
import { NewsletterModule } from './newsletter/newsletter.module';
import { NotificationsModule } from './notifications/notifications.module';
import { OrdersModule } from './orders/orders.module';
import { PaymentsModule } from './payments/payments.module';
import { PayoutsModule } from './payouts/payouts.module';
import { PromotionsModule } from './promotions/promotions.module';
import { ReviewsModule } from './reviews/reviews.module';
import { UploadsModule } from './uploads/uploads.module';
import { WebModule } from './web/web.module';

@Global()
@Module({})
class ConfigModule {
  static forRoot(config: AppConfig): DynamicModule {
    return { module: ConfigModule, providers: [{ provide: APP_CONFIG, useValue: config }], exports: [APP_CONFIG] };
  }
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        TypeOrmModule.forRoot({ ...dataSourceOptions(config), retryAttempts: 3, retryDelay: 1000 }),
        RateLimitModule,
        NotificationsModule,
        CatalogueModule,
        AvailabilityModule,
        CalendarModule,
        CartModule,
        OrdersModule,
        PromotionsModule,
        ReviewsModule,
        LendersModule,
        ListingsModule,
        UploadsModule,
        AdminAuthModule,
        DashboardModule,
        NewsletterModule,
        HealthModule,
        HousekeepingModule,
        PayoutsModule,
        PaymentsModule,
        ClaimsModule,
        MessagesModule,
        // Last: its catch-all page route must not shadow the API.
        WebModule,
      ],
    };
  }
}
