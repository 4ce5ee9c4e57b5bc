import type { OrderReceiptView } from '@dw/contracts';
import styles from './OrderClaims.module.css';

/** Her dresses photographed as they left us: the dispatch's condition record, once there is one with photos. */
export function DispatchPhotos({ order }: { order: OrderReceiptView }) {
  const shown = order.dispatchPhotos.filter((d) => d.photos.length > 0 || d.note);
  if (shown.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="order-dispatch-photos">
      <h2 id="order-dispatch-photos" className={styles.title}>
        As your dresses left us
      </h2>
      <ul className={styles.list}>
        {shown.map((d) => (
          <li key={d.orderItemId} className={styles.item}>
            <h3 className={styles.name}>
              {d.productName} <span className={styles.meta}>· UK {d.size}</span>
            </h3>
            {d.note ? <p className={styles.meta}>{d.note}</p> : null}
            <div className={styles.photos}>
              {d.photos.map((src, i) => (
                <img key={src} src={src} alt={`${d.productName} as it left us, photo ${i + 1}`} className={styles.photo} loading="lazy" />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
