import { LENDER_AREA_PATHS, formatDayRange, formatPounds, toPence } from '@dw/contracts';
import type { PayoutRentalFacts } from '../notification-message';
import { Action, Layout, Paragraph, Title, styles } from './layout';

interface Props {
  publicUrl: string;
  name: string;
  /** 'October 2026' */
  month: string;
  amount: string;
  rentals: PayoutRentalFacts[];
  /** How many rentals the payout covers in all (the list may be shortened). */
  rentalCount: number;
}

export function PayoutPaid({ publicUrl, name, month, amount, rentals, rentalCount }: Props) {
  const more = rentalCount - rentals.length;
  return (
    <Layout publicUrl={publicUrl} preview={`Your ${month} payout of ${formatPounds(toPence(amount))} is on its way`}>
      <Title>Your payout is on its way</Title>
      <Paragraph>{`Dear ${name},`}</Paragraph>
      <Paragraph>
        {`We have paid `}
        <strong>{formatPounds(toPence(amount))}</strong>
        {` into your bank account: your share of ${rentalCount} ${rentalCount === 1 ? 'rental' : 'rentals'} completed by the end of ${month}. ` +
          'It usually arrives within two working days.'}
      </Paragraph>
      <table role="presentation" width="100%" cellPadding={0} cellSpacing={0}>
        <tbody>
          {rentals.map((r, i) => (
            <tr key={i}>
              <td style={styles.cell}>{`${r.productName} (UK ${r.size}), ${formatDayRange(r.startDate, r.endDate)}`}</td>
              <td style={{ ...styles.cell, textAlign: 'right' }}>{formatPounds(toPence(r.amount))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {more > 0 ? <Paragraph>{`… and ${more} more.`}</Paragraph> : null}
      <Action href={`${publicUrl}${LENDER_AREA_PATHS.payouts}`}>See your payouts</Action>
    </Layout>
  );
}
