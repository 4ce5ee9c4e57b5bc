import { ApiProperty } from '@nestjs/swagger';
import {
  DECLINE_REASON_IDS,
  DeclineReason,
  LINE_REQUEST_STATES,
  LineRequestState,
  ORDER_STATUSES,
  OrderReceiptLine,
  OrderReceiptView,
  OrderStatus,
  RENTAL_DURATIONS,
  RentalDuration,
} from '@dw/contracts';
import { OrderPaymentViewDto } from '../../payments/dto/order-payment.view';
import { LateFeesViewDto } from './late-fees.view';
import { DispatchPhotosViewDto } from '../../returns/dto/condition-record.view';
import { ShipmentViewDto } from './shipment.view';

export class OrderReceiptLineDto implements OrderReceiptLine {
  @ApiProperty({ description: 'The name when ordered' }) productName: string;
  @ApiProperty({ type: String, nullable: true, description: "The product page's slug; null once the product is deleted" })
  productSlug: string | null;
  @ApiProperty({ example: '10' }) size: string;
  @ApiProperty({ enum: RENTAL_DURATIONS, type: Number }) duration: RentalDuration;
  @ApiProperty({ type: 'integer', example: 1 }) quantity: number;
  @ApiProperty({ example: '65.00', description: 'The unit price when ordered' }) unitPrice: string;
  @ApiProperty({ format: 'date', nullable: true, type: String }) startDate: string | null;
  @ApiProperty({ format: 'date', nullable: true, type: String }) endDate: string | null;
  @ApiProperty({ description: 'The free backup size of the dress above it: £0, sent and returned with it' }) isBackup: boolean;
  @ApiProperty({ enum: LINE_REQUEST_STATES, description: 'Whether its lender has confirmed it; a backup size follows its dress' })
  requestState: LineRequestState;
  @ApiProperty({ enum: DECLINE_REASON_IDS, nullable: true, type: String, description: "A declined dress's reason" })
  declineReason: DeclineReason | null;
}

export class OrderReceiptViewDto implements OrderReceiptView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: '2C3D4E5F', description: 'The last 8 characters of the id, upper case' }) reference: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty() customerName: string;
  @ApiProperty() deliveryAddress: string;
  @ApiProperty({ format: 'date' }) rentalStartDate: string;
  @ApiProperty({ format: 'date' }) rentalEndDate: string;
  @ApiProperty({ format: 'date', description: 'The day the dresses go back in the post: the day after the last rental day' })
  returnDate: string;
  @ApiProperty({ type: [OrderReceiptLineDto] }) lines: OrderReceiptLineDto[];
  @ApiProperty({ example: '130.00' }) subtotal: string;
  @ApiProperty({ example: '15.00' }) cleaningFee: string;
  @ApiProperty({ example: '8.00' }) insurance: string;
  @ApiProperty({ example: '10.00', description: "A promo code's discount off the rental fees; '0.00' without one" }) discount: string;
  @ApiProperty({ type: String, nullable: true, example: 'GETDRESSED' }) promoCode: string | null;
  @ApiProperty({ example: '153.00' }) total: string;
  @ApiProperty({ type: OrderPaymentViewDto, description: 'Paid, awaiting payment (with how to pay) or refunded' })
  payment: OrderPaymentViewDto;
  @ApiProperty({
    type: ShipmentViewDto,
    nullable: true,
    description: "The parcel and its carrier's tracking page, once dispatched with a tracking reference; else null",
  })
  shipment: ShipmentViewDto | null;
  @ApiProperty({
    type: LateFeesViewDto,
    nullable: true,
    description: 'Late return fees, once the order is past its return post; else null',
  })
  lateFees: LateFeesViewDto | null;

  @ApiProperty({
    type: [DispatchPhotosViewDto],
    description: 'Her dresses as they left: the photos and note of each line’s dispatch record',
  })
  dispatchPhotos: DispatchPhotosViewDto[];
}
