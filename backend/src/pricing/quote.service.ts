import { Injectable } from '@nestjs/common';
import { PricedProduct, QuoteView, RentalDuration, todayInLondon } from '@dw/contracts';
import { AppError } from '../common/app-error';
import { PromotionOutcome, PromotionsService } from '../promotions/promotions.service';
import { ClientFigures, OrderPricing, QUOTE_CHANGED_MESSAGE, clientFiguresMatch, priceOrder } from './domain/order-pricing';

/** One line to quote: a cart line or an order line, with its product as the catalogue has it now. */
export interface LineToQuote {
  cartItemId: string | null;
  product: PricedProduct & { id: string; name: string };
  size: string;
  duration: RentalDuration;
  quantity: number;
  startDate: string | null;
  /** A free backup size held with the line; it never changes a figure. */
  backupSize?: string | null;
}

export interface Quote {
  view: QuoteView;
  pricing: OrderPricing;
  /** The code asked for, applied or refused; null when none was asked for. */
  promotion: PromotionOutcome | null;
}

/**
 * The one place an order is priced (docs/decisions/0010-pricing-rule.md): the cart's quote and
 * checkout both call quote(), so what the renter is shown is what she is charged.
 */
@Injectable()
export class QuoteService {
  constructor(private readonly promotions: PromotionsService) {}

  async quote(lines: readonly LineToQuote[], promoCode: string | undefined, today = todayInLondon()): Promise<Quote> {
    const undiscounted = priceOrder(lines);
    const promotion = promoCode ? await this.promotions.evaluate(promoCode, undiscounted.totals.subtotal, today) : null;
    const pricing = promotion?.applies ? priceOrder(lines, promotion.discount) : undiscounted;
    const { subtotal, cleaningFee, insurance, discount, total } = pricing.totals;
    return {
      pricing,
      promotion,
      view: {
        lines: lines.map((line, i) => ({
          cartItemId: line.cartItemId,
          productId: line.product.id,
          productName: line.product.name,
          size: line.size,
          duration: line.duration,
          quantity: line.quantity,
          startDate: line.startDate,
          unitPricePence: pricing.unitPrices[i],
          lineTotalPence: pricing.unitPrices[i] * line.quantity,
          backupSize: line.backupSize ?? null,
        })),
        // Integer pence, as the issue asks of the quote (ADR 0030); orders keep the spec's '45.00'.
        subtotalPence: subtotal,
        cleaningFeePence: cleaningFee,
        insurancePence: insurance,
        discountPence: discount,
        totalPence: total,
        promoCode: promotion?.applies ? promotion.code : null,
        promoProblem: promotion && !promotion.applies ? { code: promotion.error.code, message: promotion.error.message } : null,
      },
    };
  }

  /** 409 QUOTE_CHANGED, carrying the new quote, when a figure the client showed is not the server's. */
  assertClientSaw(client: ClientFigures, quote: Quote): void {
    if (!clientFiguresMatch(client, quote.pricing))
      throw AppError.conflict(QUOTE_CHANGED_MESSAGE, 'QUOTE_CHANGED').with({ quote: quote.view });
  }
}
