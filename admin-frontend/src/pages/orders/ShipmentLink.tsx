import { Typography } from 'antd';
import type { ShipmentView } from '@dw/contracts';

/** The parcel's carrier and reference, linking to the carrier's tracking page as the renter's e-mail does. */
export function ShipmentLink({ shipment }: { shipment: ShipmentView }) {
  return (
    <div style={{ fontSize: 13, marginTop: 4, whiteSpace: 'nowrap' }}>
      <Typography.Text type="secondary">{shipment.carrierName} </Typography.Text>
      <a
        href={shipment.trackingUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`Track ${shipment.carrierName} parcel ${shipment.reference}`}
      >
        {shipment.reference}
      </a>
    </div>
  );
}
