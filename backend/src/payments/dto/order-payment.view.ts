import { ApiProperty } from '@nestjs/swagger';
import {
  BankTransferInstructions,
  OrderPaymentView,
  PAYMENT_MOVEMENT_KINDS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PaymentMovementKind,
  PaymentMovementView,
  PaymentProviderName,
  PaymentStatus,
} from '@dw/contracts';

export class BankTransferInstructionsDto implements BankTransferInstructions {
  @ApiProperty({ example: 'Designer Wardrobe Ltd' }) accountName: string;
  @ApiProperty({ example: '12-34-56' }) sortCode: string;
  @ApiProperty({ example: '12345678' }) accountNumber: string;
  @ApiProperty({ example: '3D4E5F6A', description: 'The order reference, to write on the transfer' }) reference: string;
  @ApiProperty({ example: '153.00' }) amount: string;
}

export class OrderPaymentViewDto implements OrderPaymentView {
  @ApiProperty({ enum: PAYMENT_PROVIDERS }) provider: PaymentProviderName;
  @ApiProperty({ enum: PAYMENT_STATUSES }) status: PaymentStatus;
  @ApiProperty({
    example: '153.00',
    description: "What the renter owes: the order's total, less the dresses declined or not confirmed in time",
  })
  amountDue: string;
  @ApiProperty({ example: '153.00', description: 'Captured or recorded' }) paid: string;
  @ApiProperty({ example: '0.00' }) refunded: string;
  @ApiProperty({ example: '0.00', description: 'Held on a card, not yet captured' }) authorised: string;
  @ApiProperty({ type: String, nullable: true, description: 'The hosted card payment page, while it is open' }) redirectUrl: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time', description: 'The dates are held until then for an open card payment' })
  holdExpiresAt: string | null;
  @ApiProperty({ type: BankTransferInstructionsDto, nullable: true, description: 'How to pay, while a bank transfer is awaited' })
  bankTransfer: BankTransferInstructionsDto | null;
}

export class PaymentMovementViewDto implements PaymentMovementView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: PAYMENT_MOVEMENT_KINDS }) kind: PaymentMovementKind;
  @ApiProperty({ example: '153.00' }) amount: string;
  @ApiProperty({ type: String, nullable: true, example: 'bank-transfer' }) method: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The provider's id, or the admin's reference" }) providerReference:
    string | null;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}
