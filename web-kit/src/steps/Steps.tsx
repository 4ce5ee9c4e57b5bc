import styles from './Steps.module.css';

export interface Step {
  title: string;
  text: string;
}

/**
 * Numbered steps ('01', '02'…) as an ordered list: `li` holding a `span` (the number), an `h3` and
 * a `p`. The shared look is the rule, the number's type and colour; each app lays it out through
 * `className` on the list (`.yours`, `.yours > li`, `.yours h3`…), which outranks the shared rules
 * whatever order the CSS files load in, and costs the first load one class name.
 */
export function Steps({ steps, className }: { steps: readonly Step[]; className: string }) {
  return (
    <ol className={`${styles.steps} ${className}`}>
      {steps.map((step, i) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3>{step.title}</h3>
          <p>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
