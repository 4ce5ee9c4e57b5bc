import { useMemo, useState } from 'react';
import { Alert, Descriptions, Select, Typography } from 'antd';
import { moneyText } from '../../app/format';
import { monthText } from '../payouts/payoutMonths';
import { useGetReconciliationQuery } from './paymentsApi';

/** The months a reconciliation may be asked for: this one and the two years before it. */
function recentMonths(now: Date): string[] {
  return Array.from({ length: 24 }, (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1)).toISOString().slice(0, 7));
}

/** A month's money in (captured + recorded - refunded) against the orders' own figures, the charges after rentals, and who gets what. */
export function Reconciliation() {
  const months = useMemo(() => recentMonths(new Date()), []);
  const [month, setMonth] = useState(months[0]);
  const { data, isFetching } = useGetReconciliationQuery(month);
  return (
    <section style={{ marginTop: 32 }} aria-labelledby="reconciliation">
      <Typography.Title level={4} id="reconciliation">
        Reconciliation
      </Typography.Title>
      <Select<string>
        aria-label="Month to reconcile"
        value={month}
        onChange={setMonth}
        options={months.map((m) => ({ value: m, label: monthText(m) }))}
        style={{ width: 180, marginBottom: 12 }}
      />
      {data ? (
        <>
          <Alert
            showIcon
            type={data.balanced ? 'success' : 'error'}
            title={
              data.balanced
                ? 'The books balance to the penny.'
                : `Out by ${moneyText((Number(data.net) - Number(data.expectedNet)).toFixed(2))}.`
            }
            style={{ marginBottom: 12 }}
          />
          <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
            <Descriptions.Item label="Captured (card)">{moneyText(data.captured)}</Descriptions.Item>
            <Descriptions.Item label="Recorded (by hand)">{moneyText(data.recorded)}</Descriptions.Item>
            <Descriptions.Item label="Refunded">{moneyText(data.refunded)}</Descriptions.Item>
            <Descriptions.Item label="Net taken">{moneyText(data.net)}</Descriptions.Item>
            <Descriptions.Item label={`Rental fees (${data.orderCount} orders)`}>{moneyText(data.rentalFees)}</Descriptions.Item>
            <Descriptions.Item label="Cleaning">{moneyText(data.cleaning)}</Descriptions.Item>
            <Descriptions.Item label="Insurance">{moneyText(data.insurance)}</Descriptions.Item>
            <Descriptions.Item label="Discounts">{moneyText(data.discounts)}</Descriptions.Item>
            <Descriptions.Item label="Declined before payment">{moneyText(data.released)}</Descriptions.Item>
            <Descriptions.Item label="Expected net">{moneyText(data.expectedNet)}</Descriptions.Item>
            <Descriptions.Item label="Late fees taken">{moneyText(data.lateFees)}</Descriptions.Item>
            <Descriptions.Item label="Damage charges taken">{moneyText(data.damageCharges)}</Descriptions.Item>
            <Descriptions.Item label="Total taken">{moneyText(data.totalTaken)}</Descriptions.Item>
            <Descriptions.Item label="Still owed (fees and charges, today)">{moneyText(data.owedOutstanding)}</Descriptions.Item>
            <Descriptions.Item label="Lenders (90%)">{moneyText(data.lenderShare)}</Descriptions.Item>
            <Descriptions.Item label="Damage awards to lenders">{moneyText(data.damageAwards)}</Descriptions.Item>
            <Descriptions.Item label="Shop">{moneyText(data.shopShare)}</Descriptions.Item>
          </Descriptions>
        </>
      ) : (
        <Typography.Text type="secondary">{isFetching ? 'Loading…' : ''}</Typography.Text>
      )}
    </section>
  );
}
