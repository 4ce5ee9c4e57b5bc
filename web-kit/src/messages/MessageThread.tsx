import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type ConversationMessageView, MESSAGE_TEXTS, MESSAGE_TEXT_MAX } from '@dw/contracts';
import { failureText } from '../http/failure-text';
import styles from './MessageThread.module.css';

const WHEN = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Europe/London',
});

function when(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : WHEN.format(date);
}

export interface MessageThreadProps {
  /** Oldest first: the newest is drawn last, beside the form. */
  messages: readonly ConversationMessageView[];
  /** Who the thread is with, by first name ("Amelia"). */
  otherName: string;
  /** False until the booking is confirmed: contact details are hidden, and the form says so. */
  unlocked: boolean;
  /** Older messages than these exist: offers "Show earlier messages". */
  hasEarlier?: boolean;
  onEarlier?: () => void;
  /** Sends the text; resolves to the server's notice (why parts were hidden) or null, rejects with the API failure. */
  onSend: (text: string) => Promise<string | null>;
}

/**
 * A conversation as either side sees it: the messages as plain text (never HTML), the sender's own
 * on the right, and the form to write the next one. The server's limits are told before sending.
 */
export function MessageThread({ messages, otherName, unlocked, hasEarlier, onEarlier, onSend }: MessageThreadProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const id = useId();
  const listRef = useRef<HTMLOListElement>(null);
  const last = messages.at(-1)?.id;

  useEffect(() => {
    // A new message (hers or theirs) scrolls the thread to it.
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [last]);

  const length = [...text.trim()].length;
  const tooLong = length > MESSAGE_TEXT_MAX;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (sending) return;
    if (length === 0) return setError(MESSAGE_TEXTS.empty);
    if (tooLong) return setError(MESSAGE_TEXTS.tooLong);
    setSending(true);
    setError(null);
    setNotice(null);
    try {
      setNotice(await onSend(text));
      setText('');
    } catch (failure) {
      setError(failureText(failure, 'Your message was not sent. Please try again.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className={styles.thread}>
      {hasEarlier && onEarlier ? (
        <button type="button" className={styles.earlier} onClick={onEarlier}>
          Show earlier messages
        </button>
      ) : null}
      {messages.length === 0 ? (
        <p className={styles.empty}>No messages yet. Ask {otherName} anything about the fit, the fabric or the dates.</p>
      ) : (
        <ol className={styles.list} ref={listRef} aria-label={`Messages with ${otherName}`} tabIndex={0}>
          {messages.map((m) => (
            <li key={m.id} className={`${styles.message} ${m.mine ? styles.mine : styles.theirs}`}>
              <p className={styles.meta}>
                <span className={styles.who}>{m.mine ? 'You' : otherName}</span> <time dateTime={m.createdAt}>{when(m.createdAt)}</time>
              </p>
              <p className={m.removed ? `${styles.text} ${styles.removed}` : styles.text}>{m.text}</p>
              {m.masked ? <p className={styles.maskNote}>Contact details hidden until the booking is confirmed</p> : null}
            </li>
          ))}
        </ol>
      )}
      <form className={styles.form} onSubmit={submit} noValidate>
        <label className={styles.label} htmlFor={`${id}-text`}>
          Your message to {otherName}
        </label>
        {unlocked ? null : (
          <p className={styles.hint} id={`${id}-hint`}>
            Until the booking is confirmed, e-mail addresses, phone numbers and links are hidden.
          </p>
        )}
        <textarea
          id={`${id}-text`}
          className={styles.control}
          value={text}
          rows={3}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          aria-invalid={error !== null || tooLong}
          aria-describedby={[unlocked ? '' : `${id}-hint`, `${id}-count`, error ? `${id}-error` : ''].filter(Boolean).join(' ')}
        />
        <div className={styles.row}>
          <span id={`${id}-count`} className={tooLong ? `${styles.count} ${styles.over}` : styles.count}>
            {length.toLocaleString('en-GB')} / {MESSAGE_TEXT_MAX.toLocaleString('en-GB')}
          </span>
          <button type="submit" className={styles.send} disabled={sending}>
            {sending ? 'Sending…' : 'Send'}
          </button>
        </div>
        {error ? (
          <p className={styles.error} id={`${id}-error`} role="alert">
            {error}
          </p>
        ) : null}
        {notice ? (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        ) : null}
      </form>
    </div>
  );
}
