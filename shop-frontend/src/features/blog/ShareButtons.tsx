import { useState } from 'react';
import layout from '../../shared/ui/layout.module.css';
import styles from './ShareButtons.module.css';

/** Share by link (native sheet where the device has one), or to a network in a new tab. */
export function ShareButtons({ title }: { title: string }) {
  const [copied, setCopied] = useState(false);
  const url = window.location.href;
  const text = encodeURIComponent(title);
  const link = encodeURIComponent(url);
  const networks = [
    { name: 'X', href: `https://twitter.com/intent/tweet?text=${text}&url=${link}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { name: 'Pinterest', href: `https://pinterest.com/pin/create/button/?url=${link}&description=${text}` },
    { name: 'Email', href: `mailto:?subject=${text}&body=${link}` },
  ];

  const copy = async () => {
    try {
      if (navigator.share) {
        await navigator.share({ title, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2500);
    } catch {
      // The visitor closed the share sheet, or the clipboard is blocked: nothing to report.
    }
  };

  return (
    <div className={styles.share} role="group" aria-label="Share this article">
      <span className={styles.label}>Share</span>
      <button type="button" className={styles.button} onClick={copy}>
        {copied ? 'Link copied' : 'Copy link'}
      </button>
      {networks.map((n) => (
        <a
          key={n.name}
          className={styles.button}
          href={n.href}
          target={n.name === 'Email' ? undefined : '_blank'}
          rel="noopener noreferrer"
        >
          {n.name}
          {n.name !== 'Email' && <span className={layout.visuallyHidden}> (opens in a new tab)</span>}
        </a>
      ))}
      <span className={layout.visuallyHidden} aria-live="polite">
        {copied ? 'Link copied to the clipboard' : ''}
      </span>
    </div>
  );
}
