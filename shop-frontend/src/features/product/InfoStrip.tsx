import styles from './InfoStrip.module.css';

const ITEMS = [
  {
    title: 'Care',
    text: 'Professional dry cleaning is included: we clean every dress after your rental, so send it back as it is.',
    icon: 'M12 3c3 4 6 7 6 11a6 6 0 0 1-12 0c0-4 3-7 6-11z',
  },
  {
    title: 'Fit',
    text: 'Ask for a backup size at no extra cost, and enjoy our 60-day perfect fit guarantee.',
    icon: 'M4 20l4-14h8l4 14M9 6c0 2 1.5 3 3 3s3-1 3-3',
  },
  {
    title: 'Delivery',
    text: 'Free UK delivery in 1-3 business days, with a prepaid return label in the box.',
    icon: 'M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a1.5 1.5 0 1 0 0-.01M17 19a1.5 1.5 0 1 0 0-.01',
  },
] as const;

/** The promises that make hiring feel safe, next to the button that commits to it. */
export function InfoStrip() {
  return (
    <ul className={styles.strip}>
      {ITEMS.map((item) => (
        <li key={item.title} className={styles.item}>
          <svg viewBox="0 0 24 24" aria-hidden="true" className={styles.icon}>
            <path d={item.icon} />
          </svg>
          <div>
            <h2 className={styles.title}>{item.title}</h2>
            <p className={styles.text}>{item.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
