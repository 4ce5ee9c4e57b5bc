import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { createPortal } from 'react-dom';
import { NOTICES, toast, uploadFailureMessage } from '@dw/contracts';
import { isApiFailure, useFocusTrap } from '@dw/web-kit';
import buttons from '../../../shared/ui/Button.module.css';
import { ACCEPTED_PHOTO_TYPES, MAX_PHOTO_MB, photoProblem } from './photoRules';
import { putWithProgress } from './putWithProgress';
import { useRequestUploadTicketMutation } from './uploadApi';
import styles from './UploadDialog.module.css';

type Phase = 'choosing' | 'uploading';

interface UploadDialogProps {
  token: string | null;
  onUploaded: (objectPath: string) => void;
  onClose: () => void;
}

/**
 * One photo at a time: pick or drop a file, see it, then start the upload. Wrong
 * types and files over 5 MB are refused here, before any request is made.
 */
export function UploadDialog({ token, onUploaded, onClose }: UploadDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const inputId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('choosing');
  const [progress, setProgress] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [requestTicket] = useRequestUploadTicketMutation();
  // Focus starts on the file input; Escape cancels the upload and closes.
  useFocusTrap(dialogRef, true, cancel, { initialFocus: inputRef });

  useEffect(() => {
    // The page behind a modal dialog stays still.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      abortRef.current?.abort();
    };
  }, []);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    // The object URL is made and revoked with the file it shows, a pair only an effect can keep.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function choose(files: FileList | null) {
    if (!files || files.length === 0) return;
    if (files.length > 1) {
      setProblem('Please add one photo at a time.');
      return;
    }
    const candidate = files[0];
    const reason = photoProblem(candidate);
    setProblem(reason);
    setPreview(null);
    setFile(reason ? null : candidate);
  }

  async function upload() {
    if (!file || phase === 'uploading') return;
    const controller = new AbortController();
    abortRef.current = controller;
    setPhase('uploading');
    setProgress(0);
    setProblem(null);
    try {
      const ticket = await requestTicket({ token }).unwrap();
      await putWithProgress(ticket.uploadURL, file, setProgress, controller.signal);
      toast({ ...NOTICES.photoUploaded, variant: 'success' });
      onUploaded(ticket.objectPath);
      onClose();
    } catch (error) {
      if (controller.signal.aborted) return;
      const description = uploadFailureMessage(file.name, isApiFailure(error) ? error.code : undefined, MAX_PHOTO_MB);
      toast({ title: 'Upload Failed', description, variant: 'destructive' });
      // A refused file says what to do instead; only a real failure is worth trying again.
      const failed = description === uploadFailureMessage(file.name, undefined, MAX_PHOTO_MB);
      setProblem(failed ? `${description}. Please try again.` : description);
      setPhase('choosing');
    }
  }

  function cancel() {
    abortRef.current?.abort();
    onClose();
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    if (phase !== 'uploading') choose(event.dataTransfer.files);
  }

  const uploading = phase === 'uploading';
  const percent = Math.round(progress * 100);

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={dialogRef}
        className={styles.dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            Add a photo
          </h2>
          <button type="button" className={styles.close} onClick={cancel} aria-label="Close">
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
        </div>
        <p id={descriptionId} className={styles.description}>
          One photo at a time · JPEG, PNG, WebP or AVIF · up to {MAX_PHOTO_MB} MB
        </p>

        <div
          className={[styles.dropzone, dragging ? styles.dragging : '', uploading ? styles.busy : ''].join(' ')}
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          {preview && file ? (
            <img className={styles.preview} src={preview} alt="" />
          ) : (
            <svg className={styles.icon} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
              <rect x="5" y="9" width="30" height="24" fill="none" stroke="currentColor" strokeWidth="1.2" />
              <circle cx="14" cy="17" r="3" fill="none" stroke="currentColor" strokeWidth="1.2" />
              <path d="m5 29 9-8 7 6 5-4 9 7" fill="none" stroke="currentColor" strokeWidth="1.2" />
            </svg>
          )}
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            type="file"
            accept={ACCEPTED_PHOTO_TYPES}
            disabled={uploading}
            aria-describedby={descriptionId}
            onChange={(e) => {
              choose(e.target.files);
              e.target.value = '';
            }}
          />
          <label htmlFor={inputId} className={styles.pick}>
            {file ? (
              <>
                <span className={styles.fileName}>{file.name}</span>
                <span className={styles.fileMeta}>
                  {(file.size / 1024 / 1024).toFixed(1)} MB · <span className={styles.link}>choose another</span>
                </span>
              </>
            ) : (
              <>
                <span className={styles.dropText}>Drag a photo here</span>
                <span className={styles.fileMeta}>
                  or <span className={styles.link}>choose a file</span>
                </span>
              </>
            )}
          </label>
        </div>

        {problem ? (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        ) : null}

        {uploading ? (
          <div className={styles.progressRow}>
            <div
              className={styles.progress}
              role="progressbar"
              aria-label={`Uploading ${file?.name ?? 'photo'}`}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
            >
              <span className={styles.bar} style={{ width: `${percent}%` }} />
            </div>
            <span className={styles.percent} aria-hidden="true">
              {percent}%
            </span>
          </div>
        ) : null}

        <div className={styles.actions}>
          <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={cancel}>
            Cancel
          </button>
          <button type="button" className={`${buttons.button} ${buttons.primary}`} onClick={upload} disabled={!file || uploading}>
            {uploading ? <span className={buttons.spinner} aria-hidden="true" /> : null}
            {uploading ? 'Uploading...' : 'Upload Photo'}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
