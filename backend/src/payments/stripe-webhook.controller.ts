import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { Request } from 'express';
import { AppError } from '../common/app-error';
import { CardPaymentsService } from './card-payments.service';

/** Where Stripe tells the shop a payment changed; the body stays raw bytes (app.factory.ts) for the signature check. */
@Controller('api/payments/stripe')
export class StripeWebhookController {
  constructor(private readonly cards: CardPaymentsService) {}

  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async webhook(@Req() req: Request, @Headers('stripe-signature') signature: string | undefined): Promise<{ received: true }> {
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body)) throw AppError.invalid('Send the event as Stripe does: a JSON body.', 'WEBHOOK_SIGNATURE_INVALID');
    await this.cards.handleWebhook(body, signature);
    return { received: true };
  }
}
