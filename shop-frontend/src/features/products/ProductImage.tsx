import { FIRST_PHOTO_TIMING, imageSrcSet } from '@dw/contracts';
import { useState } from 'react';
import { DressPlaceholder } from '../../shared/ui/DressPlaceholder';
import styles from './ProductImage.module.css';

interface Props {
  src: string | undefined;
  alt: string;
  /** Above the fold: load at once; otherwise the browser waits until it scrolls near. */
  eager?: boolean;
  /**
   * The page's largest picture (its LCP): loaded at once, ahead of other pictures, and painted as
   * soon as it is decoded. One per page; the server preloads the same URL.
   */
  priority?: boolean;
  /** How wide it shows (IMAGE_SIZES in contracts): picks the resized copy from the srcset. */
  sizes?: string;
}

/**
 * A 3:4 product photograph with fixed dimensions (no layout shift) and a drawn fallback. Uploaded
 * photos come with their resized WebP copies, so a phone downloads one its screen can show.
 */
export function ProductImage({ src, alt, eager = false, priority = false, sizes }: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc;
  return (
    <div className={styles.frame}>
      {usable ? (
        <img
          className={styles.image}
          src={src}
          srcSet={imageSrcSet(src) ?? undefined}
          alt={alt}
          width={600}
          height={800}
          sizes={sizes}
          loading={eager || priority ? 'eager' : 'lazy'}
          // Other pictures in the first screen load at once too, but after the LCP one and the code.
          fetchPriority={priority ? 'high' : eager ? 'low' : 'auto'}
          decoding={priority ? 'auto' : 'async'}
          // Lets the server-drawn page start its code once this photograph has painted.
          {...(priority ? { elementtiming: FIRST_PHOTO_TIMING } : {})}
          onError={() => setFailedSrc(src)}
        />
      ) : (
        <DressPlaceholder label={alt} />
      )}
    </div>
  );
}
