import styles from './Steps.module.css';

export interface Step {
  title: string;
  text: string;
}

/** The app's own class for each part, added to the shared ones. */
export type StepsClasses = Partial<Record<'steps' | 'step' | 'number' | 'title' | 'text', string>>;

const join = (shared: string | undefined, own: string | undefined) => (own ? `${shared ?? ''} ${own}`.trim() : shared);

/** Numbered steps ('01', '02'…) in a row, or a column on phones, as each app's classes lay them out. */
export function Steps({ steps, classes = {} }: { steps: readonly Step[]; classes?: StepsClasses }) {
  return (
    <ol className={join(styles.steps, classes.steps)}>
      {steps.map((step, i) => (
        <li key={step.title} className={join(styles.step, classes.step)}>
          <span className={join(styles.number, classes.number)} aria-hidden="true">
            {String(i + 1).padStart(2, '0')}
          </span>
          <h3 className={classes.title}>{step.title}</h3>
          <p className={classes.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
