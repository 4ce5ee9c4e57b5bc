import { useEffect, useState, type FormEvent } from 'react';
import {
  CONDITIONS,
  LISTING_CATEGORIES,
  LISTING_MESSAGES,
  LISTING_MINIMUMS,
  LISTING_OCCASIONS,
  LISTING_SIZES,
  NOTICES,
  TEXT_LIMITS,
  toast,
  LENDER_SHARE_PERCENT,
} from '@dw/contracts';
import { failedWith, failureText, FieldError, SelectField, TextField } from '@dw/web-kit';
import buttons from '../../shared/ui/Button.module.css';
import form from '../../shared/ui/Form.module.css';
import { focusFirstError, useFormState } from '../../shared/useFormState';
import { useSubmitListingMutation } from './listingApi';
import { isSignedOut, useSignInWhenSignedOut } from '../lender-area/areaParts';
import { useUpdateLenderListingMutation } from '../lender-area/lenderAreaApi';
import { EMPTY_LISTING, toListingInput, validateListing, type ListingField, type ListingFormValues, type PriceField } from './listingRules';
import { clearListingDraft, readListingDraft, saveListingDraft } from './listingDraft';
import { PhotoUploader } from './photos/PhotoUploader';
import styles from './ListingForm.module.css';

const FIELD_ORDER: readonly ListingField[] = [
  'name',
  'brand',
  'description',
  'category',
  'condition',
  'occasion',
  'imageUrls',
  'sizes',
  'originalPrice',
  'rentalPrice2Day',
  'rentalPrice4Day',
  'careInstructions',
];
/** The sizes group focuses its first box; every other field by its own id. */
const idOf = (field: ListingField) => (field === 'sizes' ? `listing-size-${LISTING_SIZES[0]}` : `listing-${field}`);

const PRICE_LABELS: Readonly<Record<PriceField, string>> = {
  originalPrice: 'Original retail price (£)',
  rentalPrice2Day: '2-day rental price (£)',
  rentalPrice4Day: '4-day rental price (£)',
};

/** Who lists: the account, and its X-Lender-Token when the tab created it (null with the lender session cookie). */
export interface ListingAuthor {
  id: string;
  token: string | null;
}

/** An existing pending or rejected listing being edited in the lender area. */
export interface ListingEdit {
  id: string;
  values: ListingFormValues;
}

export const NOT_EDITABLE_TEXT = 'This dress can no longer be edited: it has been approved or has gone live since you opened it.';

/** Step 2: the dress, its photos, sizes and prices; in the lender area, the same form edits a listing. */
export function ListingForm({ session, onSubmitted, edit }: { session: ListingAuthor; onSubmitted: () => void; edit?: ListingEdit }) {
  // A new listing starts from the tab's draft, so a reload keeps the text and the uploaded photos.
  const [initial] = useState(() => edit?.values ?? readListingDraft(session.id) ?? EMPTY_LISTING);
  const { values, errors, set, blur, submit, textField } = useFormState(initial, validateListing);
  useEffect(() => {
    if (!edit) saveListingDraft(session.id, values);
  }, [edit, session.id, values]);
  const [submitListing, { isLoading: isSubmitting }] = useSubmitListingMutation();
  const [updateListing, { isLoading: isUpdating }] = useUpdateLenderListingMutation();
  const isLoading = isSubmitting || isUpdating;
  const [signedOut, setSignedOut] = useState(false);
  useSignInWhenSignedOut(signedOut ? { status: 401 } : null);
  const [serverError, setServerError] = useState<string | null>(null);

  const text = (field: 'name' | 'brand' | 'description' | 'careInstructions' | PriceField) => textField(field, idOf(field));

  const choice = (field: 'category' | 'condition' | 'occasion') => ({
    id: idOf(field),
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => {
      set(field, value);
      blur(field);
    },
    onBlur: () => blur(field),
  });

  function toggleSize(size: string, checked: boolean) {
    set('sizes', checked ? [...values.sizes, size] : values.sizes.filter((s) => s !== size));
    blur('sizes');
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (isLoading) return;
    const found = submit();
    if (Object.keys(found).length > 0) {
      focusFirstError(FIELD_ORDER, found, idOf);
      return;
    }
    setServerError(null);
    try {
      const listing = toListingInput(values, session.id);
      if (edit) {
        const { lenderAccountId: _own, ...changes } = listing;
        await updateListing({ id: edit.id, listing: changes }).unwrap();
      } else {
        await submitListing({ token: session.token, listing }).unwrap();
        clearListingDraft(session.id);
        toast({ ...NOTICES.listingSubmitted, variant: 'success' });
      }
      onSubmitted();
    } catch (error) {
      const message = failedWith(error, 'LISTING_NOT_EDITABLE')
        ? NOT_EDITABLE_TEXT
        : failedWith(error, 'IMAGE_NOT_OWN_UPLOAD')
          ? LISTING_MESSAGES.photosNotYours
          : failureText(error, edit ? 'Failed to save your changes' : 'Failed to create listing');
      if (edit) {
        setSignedOut(isSignedOut(error));
        setServerError(message);
        return;
      }
      setServerError(message);
      toast({ title: 'Listing Submission Failed', description: message, variant: 'destructive' });
    }
  }

  return (
    <form className={form.form} noValidate onSubmit={onSubmit} aria-labelledby="listing-title">
      <header className={form.header}>
        <h2 id="listing-title" className={form.title} tabIndex={-1}>
          {edit ? 'Edit your dress' : 'List your dress'}
        </h2>
        <p className={form.intro}>
          {edit
            ? 'Make your changes and send the dress for review again; we will look at it within 24-48 hours.'
            : 'The more detail you give, the faster we can approve it and the more renters will love it.'}
        </p>
      </header>

      <fieldset className={form.fieldset}>
        <legend className={form.legend}>The dress</legend>
        <div className={form.grid}>
          <TextField {...text('name')} label="Dress name" placeholder="e.g. Silk column gown" maxLength={TEXT_LIMITS.listingName.max} />
          <TextField {...text('brand')} label="Designer / brand" placeholder="e.g. Jenny Packham" maxLength={TEXT_LIMITS.brand.max} />
          <TextField
            multiline
            {...text('description')}
            className={form.full}
            label="Description"
            hint="Fabric, fit, length and what makes it special. At least 20 characters."
            rows={4}
            maxLength={TEXT_LIMITS.listingDescription.max}
          />
          <SelectField {...choice('category')} label="Category" placeholder="Select a category" options={LISTING_CATEGORIES} />
          <SelectField {...choice('condition')} label="Condition" placeholder="Select condition" options={CONDITIONS} />
          <SelectField
            {...choice('occasion')}
            className={form.full}
            label="Best for"
            placeholder="Select an occasion"
            options={LISTING_OCCASIONS}
          />
        </div>
      </fieldset>

      <fieldset className={form.fieldset}>
        <legend className={form.legend}>Photos</legend>
        <PhotoUploader
          id={idOf('imageUrls')}
          token={session.token}
          photos={values.imageUrls}
          onChange={(photos) => set('imageUrls', photos)}
          error={errors.imageUrls}
        />
      </fieldset>

      <fieldset
        className={form.fieldset}
        aria-describedby={errors.sizes ? 'listing-sizes-error' : undefined}
        data-invalid={errors.sizes ? true : undefined}
      >
        <legend className={form.legend}>Sizes available (UK)</legend>
        <div className={styles.sizes}>
          {LISTING_SIZES.map((size) => (
            <label key={size} className={styles.size}>
              <input
                id={`listing-size-${size}`}
                type="checkbox"
                name="sizes"
                value={size}
                checked={values.sizes.includes(size)}
                onChange={(e) => toggleSize(size, e.target.checked)}
              />
              <span>UK {size}</span>
            </label>
          ))}
        </div>
        <FieldError id="listing-sizes" error={errors.sizes} />
      </fieldset>

      <fieldset className={form.fieldset}>
        <legend className={form.legend}>Pricing</legend>
        <div className={styles.prices}>
          {(Object.keys(PRICE_LABELS) as PriceField[]).map((field) => (
            <TextField
              key={field}
              {...text(field)}
              label={PRICE_LABELS[field]}
              prefix="£"
              inputMode="decimal"
              autoComplete="off"
              hint={`Minimum £${LISTING_MINIMUMS[field]}`}
            />
          ))}
        </div>
        <p className={styles.priceTip}>
          Most lenders charge 10-15% of the retail price for a 2-day rental. You keep {LENDER_SHARE_PERCENT}% of every fee.
        </p>
      </fieldset>

      <fieldset className={form.fieldset}>
        <legend className={form.legend}>Care</legend>
        <TextField
          multiline
          {...text('careInstructions')}
          label="Care instructions"
          hint="As on the care label, e.g. 'Dry clean only. Steam, do not iron the beading.'"
          rows={3}
          maxLength={TEXT_LIMITS.careInstructions.max}
        />
      </fieldset>

      <ul className={styles.notes}>
        <li>
          <strong>Approval time: 24-48 hours</strong>
          <span>Our stylists check every listing for quality and authenticity.</span>
        </li>
        <li>
          <strong>Your photos sell it</strong>
          <span>Once approved, your dress goes live with the photos you upload here: natural light, the whole dress.</span>
        </li>
      </ul>

      {serverError ? (
        <p className={form.serverError} role="alert">
          {serverError}
        </p>
      ) : null}

      <button type="submit" className={`${buttons.button} ${buttons.primary} ${buttons.block}`} disabled={isLoading}>
        {isLoading ? <span className={buttons.spinner} aria-hidden="true" /> : null}
        {edit
          ? isLoading
            ? 'Sending for review...'
            : 'Send for review again'
          : isLoading
            ? 'Submitting for Approval...'
            : 'Submit for Approval'}
      </button>
    </form>
  );
}
