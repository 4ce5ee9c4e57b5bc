import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { LENDER_AREA_PATHS, type LenderListing, type LenderMe } from '@dw/contracts';
import { usePageSetup } from '../../../shared/usePageSetup';
import { ListingForm } from '../../listing/ListingForm';
import { poundsText, type ListingFormValues } from '../../listing/listingRules';
import { LoadFailure, Loading, PageHead } from '../areaParts';
import { useLenderListingsInfiniteQuery } from '../lenderAreaApi';
import styles from '../Area.module.css';

export function toFormValues(listing: LenderListing): ListingFormValues {
  return {
    name: listing.name,
    brand: listing.brand,
    description: listing.description,
    category: listing.category,
    condition: listing.condition,
    occasion: listing.occasion,
    sizes: [...listing.sizes],
    originalPrice: poundsText(listing.originalPrice),
    rentalPrice2Day: poundsText(listing.rentalPrice2Day),
    rentalPrice4Day: poundsText(listing.rentalPrice4Day),
    careInstructions: listing.careInstructions,
    imageUrls: [...listing.imageUrls],
  };
}

function BackLink() {
  return (
    <p>
      <Link href={`~${LENDER_AREA_PATHS.listings}`} className={styles.textLink}>
        Back to my listings
      </Link>
    </p>
  );
}

/** /lender/listings/:id: a pending or rejected dress, edited in the listing form and sent for review again. */
export function EditListingPage({ id, me }: { id: string; me: LenderMe }) {
  usePageSetup('Edit your dress', 'Edit a dress and send it for review again.');
  const [, navigate] = useLocation();
  const listings = useLenderListingsInfiniteQuery();
  const listing = listings.data?.pages.flatMap((p) => p.items).find((l) => l.id === id);
  const searching = !listing && listings.hasNextPage;

  // There is no call for one listing: a link straight here pages through hers until it is found.
  useEffect(() => {
    if (searching && !listings.isFetching && !listings.error) void listings.fetchNextPage();
  }, [searching, listings]);

  if (listings.error && !listing) {
    return (
      <>
        <PageHead title="Edit your dress" />
        <LoadFailure error={listings.error} what="your listing" />
      </>
    );
  }
  if (!listings.data || searching) return <Loading what="your listing" />;
  if (!listing) {
    return (
      <>
        <PageHead title="Dress not found" lead="We could not find that dress among your listings." />
        <BackLink />
      </>
    );
  }
  if (listing.status !== 'pending' && listing.status !== 'rejected') {
    return (
      <>
        <PageHead
          title={listing.name}
          lead="This dress has been approved, so it can no longer be edited here. Our lender team can help with any change."
        />
        <BackLink />
      </>
    );
  }
  return (
    <>
      <PageHead
        title={listing.name}
        lead={listing.status === 'rejected' && listing.rejectionReason ? `Why it was not approved: ${listing.rejectionReason}` : undefined}
      />
      <BackLink />
      <div className={styles.formWrap}>
        <ListingForm
          key={listing.id}
          session={{ id: me.id, token: null }}
          edit={{ id: listing.id, values: toFormValues(listing) }}
          onSubmitted={() => navigate(`~${LENDER_AREA_PATHS.listings}?resubmitted`)}
        />
      </div>
    </>
  );
}
