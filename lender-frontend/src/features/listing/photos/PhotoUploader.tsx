import { useRef, useState } from 'react';
import { LISTING_MESSAGES, LISTING_PHOTOS } from '@dw/contracts';
import { MAX_PHOTO_MB } from './photoRules';
import { UploadDialog } from './UploadDialog';
import styles from './PhotoUploader.module.css';

interface PhotoUploaderProps {
  id: string;
  token: string | null;
  photos: readonly string[];
  onChange: (photos: string[]) => void;
  /** The validation message after a submit with no photos. */
  error?: string;
}

/** Thumbnails with per-photo remove, and the button that opens the upload dialog (max 5). */
export function PhotoUploader({ id, token, photos, onChange, error }: PhotoUploaderProps) {
  const [open, setOpen] = useState(false);
  const addRef = useRef<HTMLButtonElement>(null);
  const full = photos.length >= LISTING_PHOTOS.max;
  const messageId = `${id}-message`;

  function close() {
    setOpen(false);
    // Back to where the lender was; the add button is gone once five photos are in.
    requestAnimationFrame(() => (addRef.current ?? document.getElementById(`${id}-count`))?.focus());
  }

  function remove(index: number) {
    onChange(photos.filter((_, i) => i !== index));
    requestAnimationFrame(() => addRef.current?.focus());
  }

  return (
    <div className={styles.uploader}>
      <div className={styles.top}>
        <p className={styles.help}>
          Up to {LISTING_PHOTOS.max} photos, {MAX_PHOTO_MB} MB each. Natural light, the whole dress, front and back.
        </p>
        <p className={styles.count} id={`${id}-count`} tabIndex={-1} aria-live="polite">
          {photos.length} of {LISTING_PHOTOS.max} photos
        </p>
      </div>

      <ul className={styles.grid} aria-label="Your photos">
        {photos.map((path, index) => (
          <li key={path} className={styles.thumb}>
            <img src={path} alt={`Dress photo ${index + 1}`} className={styles.image} />
            {index === 0 ? <span className={styles.cover}>Cover</span> : null}
            <button type="button" className={styles.remove} onClick={() => remove(index)} aria-label={`Remove photo ${index + 1}`}>
              <svg viewBox="0 0 20 20" width="16" height="16" aria-hidden="true" focusable="false">
                <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.6" />
              </svg>
            </button>
          </li>
        ))}
        {full ? null : (
          <li className={styles.addItem}>
            <button
              ref={addRef}
              id={id}
              type="button"
              className={styles.add}
              onClick={() => setOpen(true)}
              aria-haspopup="dialog"
              aria-describedby={photos.length === 0 ? messageId : undefined}
              aria-invalid={error ? true : undefined}
            >
              <span className={styles.plus} aria-hidden="true">
                +
              </span>
              <span>{photos.length === 0 ? 'Add photos' : 'Add more photos'}</span>
            </button>
          </li>
        )}
      </ul>

      {photos.length === 0 ? (
        <p id={messageId} className={error ? styles.error : styles.warning}>
          {error ?? LISTING_MESSAGES.photosWarning}
        </p>
      ) : null}

      {open ? (
        <UploadDialog
          token={token}
          room={LISTING_PHOTOS.max - photos.length}
          onClose={close}
          onUploaded={(paths) => onChange([...photos, ...paths])}
        />
      ) : null}
    </div>
  );
}
