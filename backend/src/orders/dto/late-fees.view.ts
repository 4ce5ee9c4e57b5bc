import { ApiProperty } from '@nestjs/swagger';
import { LATE_FEE_STATES, LateFeeState, LateFeeView, LateFeesView, NotReturnedOrderView } from '@dw/contracts';

export class LateFeesViewDto implements LateFeesView {
  @ApiProperty({ format: 'date', description: 'The first fee day: after the return post and the days allowed for the post' })
  overdueSince: string;
  @ApiProperty({ type: 'integer', example: 3, description: 'Late days a fee was added for' }) days: number;
  @ApiProperty({ example: '45.00' }) total: string;
  @ApiProperty({ example: '30.00', description: 'Taken from the card saved at checkout' }) charged: string;
  @ApiProperty({ example: '15.00', description: 'Declined, or no saved card: to be collected' }) owed: string;
  @ApiProperty({ example: '0.00', description: 'The provider did not answer; tried again on the next run' }) failed: string;
  @ApiProperty({ example: '0.00', description: 'Paid another way, recorded by the admin' }) collected: string;
  @ApiProperty({ example: '119.00', description: "The most this rental's late fees come to: its dresses' 4-day prices" }) cap: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the admin was told it is not back' })
  notReturnedReportedAt: string | null;
}

export class LateFeeViewDto implements LateFeeView {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) orderId: string;
  @ApiProperty() customerName: string;
  @ApiProperty({ format: 'date', description: 'The late day the fee is for' }) day: string;
  @ApiProperty({ example: '15.00' }) amount: string;
  @ApiProperty({ enum: LATE_FEE_STATES }) state: LateFeeState;
  @ApiProperty({ type: String, nullable: true, example: 'card_declined', description: "The card's decline code, or no-card" })
  failureCode: string | null;
  @ApiProperty({ type: String, nullable: true, description: "The provider's payment id, or the admin's reference when collected by hand" })
  providerReference: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class NotReturnedOrderViewDto implements NotReturnedOrderView {
  @ApiProperty({ format: 'uuid' }) orderId: string;
  @ApiProperty() customerName: string;
  @ApiProperty() customerEmail: string;
  @ApiProperty() customerPhone: string;
  @ApiProperty({ format: 'date' }) rentalEndDate: string;
  @ApiProperty({ format: 'date', description: 'The day it should have been posted back' }) returnPost: string;
  @ApiProperty({ type: 'integer', example: 15 }) daysLate: number;
  @ApiProperty({ example: '119.00' }) lateFees: string;
  @ApiProperty({ format: 'date-time' }) reportedAt: string;
}
