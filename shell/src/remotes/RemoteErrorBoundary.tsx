import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useContentShown } from '../app/content-shown';
import styles from './RemoteErrorBoundary.module.css';

interface Props {
  /** Shown to the visitor, e.g. 'the shop'. */
  area: string;
  /** Must start a fresh attempt and remount the boundary (change its key). */
  onRetry: () => void;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

/** Keeps a remote that fails to load or crashes inside its own box: the rest of the site works on. */
export class RemoteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(`Could not show ${this.props.area}:`, error, info.componentStack);
  }

  // The parent remounts this boundary with a fresh attempt, which clears the error.
  private retry = () => this.props.onRetry();

  override render() {
    if (!this.state.error) return this.props.children;
    return <ErrorPanel area={this.props.area} onRetry={this.retry} />;
  }
}

function ErrorPanel({ area, onRetry }: { area: string; onRetry: () => void }) {
  useContentShown(); // the message is the page's content
  return (
    <section className={styles.panel} role="alert" aria-labelledby="remote-error-title">
      <p className={styles.eyebrow}>A small hitch</p>
      <h1 id="remote-error-title" className={styles.title}>
        We couldn&rsquo;t load this page
      </h1>
      <p className={styles.text}>
        Part of {area} didn&rsquo;t arrive. Please check your connection and try again &mdash; the rest of the site is still available from
        the menu.
      </p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
