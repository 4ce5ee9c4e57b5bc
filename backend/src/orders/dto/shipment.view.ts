import { ApiProperty } from '@nestjs/swagger';
import { CARRIER_IDS, CarrierId, ShipmentView } from '@dw/contracts';

export class ShipmentViewDto implements ShipmentView {
  @ApiProperty({ enum: CARRIER_IDS, example: 'royal-mail' }) carrier: CarrierId;
  @ApiProperty({ example: 'Royal Mail' }) carrierName: string;
  @ApiProperty({ example: 'AB123456789GB', description: 'The parcel reference, upper case without spaces' }) reference: string;
  @ApiProperty({
    format: 'uri',
    example: 'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB',
    description: "The carrier's public tracking page for the parcel",
  })
  trackingUrl: string;
}
