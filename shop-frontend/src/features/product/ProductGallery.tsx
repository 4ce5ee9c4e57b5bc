import { IMAGE_SIZES, imageVariant } from '@dw/contracts';
import { useState } from 'react';
import { ProductImage } from '../products/ProductImage';
import styles from './ProductGallery.module.css';

interface Props {
  images: readonly string[];
  name: string;
}

export function ProductGallery({ images, name }: Props) {
  const [index, setIndex] = useState(0);
  const current = images[Math.min(index, images.length - 1)];
  return (
    <div className={styles.gallery}>
      <div className={styles.main}>
        <ProductImage
          key={current}
          src={current}
          alt={`${name}, image ${index + 1} of ${Math.max(images.length, 1)}`}
          priority
          sizes={IMAGE_SIZES.gallery}
        />
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="More images">
          {images.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Show image ${i + 1} of ${images.length}`}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <img src={imageVariant(src, 320)} alt="" width={120} height={160} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
