import { ApiProperty } from '@nestjs/swagger';
import {
  LateFeesView,
  DECLINE_REASON_IDS,
  DeclineReason,
  LINE_REQUEST_STATES,
  LineRequestState,
  ORDER_STATUSES,
  OrderItemView,
  OrderPaymentView,
  OrderStatus,
  OrderView,
  RENTAL_DURATIONS,
  RentalDuration,
  shipmentOf,
} from '@dw/contracts';
import { OrderPaymentViewDto } from '../../payments/dto/order-payment.view';
import { LateFeesViewDto } from './late-fees.view';
import { ShipmentViewDto } from './shipment.view';
import type { OrderItem } from '../order-item.entity';
import type { Order } from '../order.entity';

export class OrderItemViewDto implements OrderItemView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'Null once the product is deleted' })
  productId: string | null;
  @ApiProperty({ description: 'The name when ordered' }) productName: string;
  @ApiProperty({ example: '10' }) size: string;
  @ApiProperty({ enum: RENTAL_DURATIONS, type: Number }) duration: RentalDuration;
  @ApiProperty({ type: 'integer', example: 1 }) quantity: number;
  @ApiProperty({ example: '65.00', description: 'The unit price when ordered' }) unitPrice: string;
  @ApiProperty({ format: 'date', nullable: true, type: String, description: 'First rental day of the line' }) startDate: string | null;
  @ApiProperty({ format: 'date', nullable: true, type: String, description: 'Last rental day of the line' }) endDate: string | null;
  @ApiProperty({ description: 'The free backup size of the line before it: unit price 0, quantity 1, sent and returned with it' })
  isBackup: boolean;
  @ApiProperty({
    enum: LINE_REQUEST_STATES,
    description: "The line's booking request to its lender (or the admin); a backup size follows its line",
  })
  requestState: LineRequestState;
  @ApiProperty({ enum: DECLINE_REASON_IDS, nullable: true, type: String, description: "A declined line's reason" })
  declineReason: DeclineReason | null;
  @ApiProperty({ format: 'date-time', nullable: true, type: String, description: 'When an open request expires unanswered' })
  requestDeadline: string | null;
}

export class OrderViewDto implements OrderView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() customerName: string;
  @ApiProperty() customerEmail: string;
  @ApiProperty() customerPhone: string;
  @ApiProperty() deliveryAddress: string;
  @ApiProperty({ format: 'date', description: 'The first rental day of any line' }) rentalStartDate: string;
  @ApiProperty({ format: 'date', description: 'The last rental day of any line' }) rentalEndDate: string;
  @ApiProperty({ example: '130.00' }) subtotal: string;
  @ApiProperty({ example: '15.00' }) cleaningFee: string;
  @ApiProperty({ example: '8.00' }) insurance: string;
  @ApiProperty({ example: '10.00', description: "A promo code's discount off the rental fees; '0.00' without one" }) discount: string;
  @ApiProperty({ type: String, nullable: true, example: 'GETDRESSED', description: 'The promo code used' }) promoCode: string | null;
  @ApiProperty({ example: '143.00' }) total: string;
  @ApiProperty({ enum: ORDER_STATUSES }) status: OrderStatus;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: [OrderItemViewDto] }) items: OrderItemViewDto[];
  @ApiProperty({ type: OrderPaymentViewDto }) payment: OrderPaymentViewDto;
  @ApiProperty({ type: ShipmentViewDto, nullable: true, description: 'The parcel, once dispatched with a tracking reference; else null' })
  shipment: ShipmentViewDto | null;
  @ApiProperty({
    type: LateFeesViewDto,
    nullable: true,
    description: 'Fees for a return past its post day; null on an order never overdue',
  })
  lateFees: LateFeesViewDto | null;
}

function toOrderItemView(item: OrderItem): OrderItemView {
  return {
    id: item.id,
    productId: item.productId,
    productName: item.productName,
    size: item.size,
    duration: item.duration as RentalDuration,
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    startDate: item.startDate,
    endDate: item.endDate,
    isBackup: item.isBackup,
    requestState: item.requestState,
    declineReason: item.declineReason as DeclineReason | null,
    requestDeadline: item.requestState === 'requested' && item.requestDeadline ? item.requestDeadline.toISOString() : null,
  };
}

/** Needs the order's items loaded. */
export function toOrderView(order: Order, payment: OrderPaymentView, lateFees: LateFeesView | null): OrderView {
  return {
    id: order.id,
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    deliveryAddress: order.deliveryAddress,
    rentalStartDate: order.rentalStartDate,
    rentalEndDate: order.rentalEndDate,
    subtotal: order.subtotal,
    cleaningFee: order.cleaningFee,
    insurance: order.insurance,
    discount: order.discount,
    promoCode: order.promoCode,
    total: order.total,
    status: order.status,
    createdAt: order.createdAt.toISOString(),
    items: order.items.map(toOrderItemView),
    payment,
    shipment: shipmentOf(order.carrier, order.trackingReference),
    lateFees,
  };
}
