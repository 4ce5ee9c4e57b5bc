import { LENDER_AREA_PATHS } from '@dw/contracts';
import { Action, Layout, Paragraph, Title } from './layout';

export type ListingKind = 'listing-received' | 'listing-approved' | 'listing-rejected' | 'listing-live';

interface Props {
  publicUrl: string;
  kind: ListingKind;
  name: string;
  dressName: string;
  /** The live product page; only for listing-live. */
  productUrl: string | null;
  /** The admin's reason; only for listing-rejected. */
  reason: string | null;
}

export const LISTING_TITLES: Record<ListingKind, string> = {
  'listing-received': 'We have your listing',
  'listing-approved': 'Your listing is approved',
  'listing-rejected': 'About your listing',
  'listing-live': 'Your dress is live',
};

export function Listing({ publicUrl, kind, name, dressName, productUrl, reason }: Props) {
  return (
    <Layout publicUrl={publicUrl} preview={`${LISTING_TITLES[kind]}: ${dressName}`}>
      <Title>{LISTING_TITLES[kind]}</Title>
      <Paragraph>{`Dear ${name},`}</Paragraph>
      {kind === 'listing-received' ? (
        <Paragraph>
          Thank you for listing <strong>{dressName}</strong>. We review every dress within 24-48 hours and will e-mail you when it is
          approved.
        </Paragraph>
      ) : null}
      {kind === 'listing-approved' ? (
        <Paragraph>
          <strong>{dressName}</strong> is approved. It goes live in the shop with the photos you uploaded as soon as we publish it, usually
          the same day, and we will e-mail you when renters can book it.
        </Paragraph>
      ) : null}
      {kind === 'listing-approved' ? <Action href={`${publicUrl}${LENDER_AREA_PATHS.listings}`}>Your listings</Action> : null}
      {kind === 'listing-rejected' ? (
        <>
          <Paragraph>
            We are sorry: we cannot accept <strong>{dressName}</strong> as it is.
          </Paragraph>
          {reason ? <Paragraph>{`Our reason: "${reason}"`}</Paragraph> : null}
          <Paragraph>
            You can edit the listing and send it to us again from your lender area. Reply to this e-mail if you would like to know more.
          </Paragraph>
          <Action href={`${publicUrl}${LENDER_AREA_PATHS.listings}`}>Your listings</Action>
        </>
      ) : null}
      {kind === 'listing-live' && productUrl ? (
        <>
          <Paragraph>
            <strong>{dressName}</strong> is now live in the shop and can be booked.
          </Paragraph>
          <Action href={productUrl}>See your dress</Action>
        </>
      ) : null}
    </Layout>
  );
}
