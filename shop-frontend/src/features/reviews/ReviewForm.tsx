import {
  IMAGE_CONTENT_TYPES,
  MAX_UPLOAD_BYTES,
  REVIEW_FITS,
  REVIEW_FIT_LABELS,
  REVIEW_TEXT_MAX,
  type ReviewFit,
  type ReviewView,
  type ReviewableLine,
  reviewTextProblem,
} from '@dw/contracts';
import { TextField, failedWith, failureText } from '@dw/web-kit';
import { type FormEvent, useId, useState } from 'react';
import buttons from '../../shared/ui/buttons.module.css';
import { useCreateReviewMutation, useReviewPhotoTicketMutation } from './reviewsApi';
import styles from './ReviewForm.module.css';

interface Props {
  token: string;
  line: ReviewableLine;
  onReviewed: (review: ReviewView) => void;
}

const STAR_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'];

/** Sends the photo through the upload path the API signs for her link, and answers its stored path. */
async function uploadPhoto(file: File, ticket: { uploadURL: string; objectPath: string }): Promise<string> {
  const res = await fetch(ticket.uploadURL, { method: 'PUT', headers: { 'Content-Type': file.type }, body: file });
  if (!res.ok)
    throw new Error(res.status === 415 ? 'That file is not a JPEG, PNG, WebP or AVIF photo.' : 'The photo could not be uploaded.');
  return ticket.objectPath;
}

/**
 * Her review of one rented dress: stars, fit, words and an optional photo. Checked here as the API
 * checks it (the limits are the contracts'), so she learns what is missing before sending.
 */
export function ReviewForm({ token, line, onReviewed }: Props) {
  const id = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [fit, setFit] = useState<ReviewFit | null>(null);
  const [text, setText] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ rating?: string; fit?: string; text?: string; photo?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);
  const [createReview] = useCreateReviewMutation();
  const [photoTicket] = useReviewPhotoTicketMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = {
      rating: rating === null ? 'Choose from 1 to 5 stars.' : undefined,
      fit: fit === null ? 'Tell us how it fitted.' : undefined,
      text: reviewTextProblem(text) ?? undefined,
      photo:
        photo && !(IMAGE_CONTENT_TYPES as readonly string[]).includes(photo.type)
          ? 'Choose a JPEG, PNG, WebP or AVIF photo.'
          : photo && photo.size > MAX_UPLOAD_BYTES.review
            ? 'That photo is over 5 MB.'
            : undefined,
    };
    setErrors(found);
    if (Object.values(found).some(Boolean) || rating === null || fit === null) return;
    setBusy(true);
    try {
      const photoUrl = photo
        ? await uploadPhoto(photo, await photoTicket({ token, contentType: photo.type, size: photo.size }).unwrap())
        : null;
      const review = await createReview({ token, orderItemId: line.orderItemId, rating, fit, text: text.trim(), photoUrl }).unwrap();
      onReviewed(review);
    } catch (error) {
      const message = failedWith(error, 'REVIEW_EXISTS')
        ? 'You have already reviewed this dress: thank you!'
        : error instanceof Error
          ? error.message
          : failureText(error, 'Your review could not be sent. Please try again.');
      setErrors({ form: message });
    } finally {
      setBusy(false);
    }
  };

  const remaining = REVIEW_TEXT_MAX - text.length;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={`Review ${line.productName}`}>
      <fieldset className={styles.group} aria-describedby={errors.rating ? `${id}-rating-error` : undefined}>
        <legend className={styles.legend}>Your rating</legend>
        <div className={styles.stars}>
          {STAR_WORDS.map((word, i) => {
            const value = i + 1;
            return (
              <label key={value} className={styles.star} data-on={rating !== null && value <= rating ? 'true' : undefined}>
                <input
                  type="radio"
                  name={`${id}-rating`}
                  value={value}
                  checked={rating === value}
                  onChange={() => setRating(value)}
                  className={styles.radio}
                />
                <span aria-hidden="true">★</span>
                <span className={styles.visuallyHidden}>{`${value} ${value === 1 ? 'star' : 'stars'}, ${word}`}</span>
              </label>
            );
          })}
        </div>
        {errors.rating && (
          <p className={styles.error} id={`${id}-rating-error`}>
            {errors.rating}
          </p>
        )}
      </fieldset>

      <fieldset className={styles.group} aria-describedby={errors.fit ? `${id}-fit-error` : undefined}>
        <legend className={styles.legend}>How did it fit?</legend>
        <div className={styles.fits}>
          {REVIEW_FITS.map((f) => (
            <label key={f} className={styles.fitOption}>
              <input type="radio" name={`${id}-fit`} value={f} checked={fit === f} onChange={() => setFit(f)} />
              {REVIEW_FIT_LABELS[f]}
            </label>
          ))}
        </div>
        {errors.fit && (
          <p className={styles.error} id={`${id}-fit-error`}>
            {errors.fit}
          </p>
        )}
      </fieldset>

      <TextField
        multiline
        rows={5}
        label="Your review"
        hint={`How it looked, felt and fitted, for the next renter (20 to 2,000 characters; ${remaining.toLocaleString('en-GB')} left).`}
        value={text}
        maxLength={REVIEW_TEXT_MAX}
        onChange={setText}
        error={errors.text}
      />

      <div className={styles.group}>
        <label className={styles.legend} htmlFor={`${id}-photo`}>
          A photo of you in it <span className={styles.optional}>(optional)</span>
        </label>
        <input
          id={`${id}-photo`}
          type="file"
          accept={IMAGE_CONTENT_TYPES.join(',')}
          onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
          aria-describedby={errors.photo ? `${id}-photo-error` : undefined}
        />
        {errors.photo && (
          <p className={styles.error} id={`${id}-photo-error`}>
            {errors.photo}
          </p>
        )}
      </div>

      {errors.form && (
        <p className={styles.error} role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className={buttons.primary} aria-disabled={busy || undefined}>
        {busy ? 'Sending…' : 'Send review'}
      </button>
    </form>
  );
}
