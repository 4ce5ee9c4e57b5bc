import { useEffect, useId, useRef, useState, type DragEvent } from 'react';
import { createPortal } from 'react-dom';
import { NOTICES, toast, uploadFailureMessage } from '@dw/contracts';
import { isApiFailure, useFocusTrap } from '@dw/web-kit';
import buttons from '../../../shared/ui/Button.module.css';
import { ACCEPTED_PHOTO_TYPES, MAX_PHOTO_MB, fileSizeText, photoProblem } from './photoRules';
import { putWithProgress } from './putWithProgress';
import { useRequestUploadTicketMutation } from './uploadApi';
import styles from './UploadDialog.module.css';

type Phase = 'choosing' | 'uploading';

interface UploadDialogProps {
  token: string | null;
  /** How many photos the listing still takes. */
  room: number;
  /** The photos uploaded, in the order chosen (called once, also when a later one failed). */
  onUploaded: (objectPaths: string[]) => void;
  onClose: () => void;
}

/**
 * Pick or drop photos (several at once, up to the room left), see them, then upload them one after
 * the other. Wrong types and files over 5 MB are refused here, before any request is made.
 */
export function UploadDialog({ token, room, onUploaded, onClose }: UploadDialogProps) {
  const titleId = useId();
  const descriptionId = useId();
  const inputId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const [files, setFiles] = useState<File[]>([]);
  const [current, setCurrent] = useState(0);
  const file = files.length === 1 ? files[0] : null;
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

  function choose(list: FileList | null) {
    if (!list || list.length === 0) return;
    const chosen = Array.from(list);
    const problems = chosen.map(photoProblem).filter((p): p is string => p !== null);
    const good = chosen.filter((f) => photoProblem(f) === null);
    if (good.length > room)
      problems.push(`Your listing has room for ${room} more ${room === 1 ? 'photo' : 'photos'}: the first ${room} are kept.`);
    setProblem(problems.length > 0 ? problems.join(' ') : null);
    setPreview(null);
    setFiles(good.slice(0, room));
  }

  async function upload() {
    if (files.length === 0 || phase === 'uploading') return;
    const controller = new AbortController();
    abortRef.current = controller;
    setPhase('uploading');
    setProblem(null);
    const uploaded: string[] = [];
    for (const [index, each] of files.entries()) {
      setCurrent(index);
      setProgress(0);
      try {
        const ticket = await requestTicket({ token }).unwrap();
        await putWithProgress(ticket.uploadURL, each, setProgress, controller.signal);
        uploaded.push(ticket.objectPath);
      } catch (error) {
        if (controller.signal.aborted) return;
        // The ones before stay in the listing; this one and the rest wait for another try.
        if (uploaded.length > 0) onUploaded(uploaded);
        const description = uploadFailureMessage(each.name, isApiFailure(error) ? error.code : undefined, MAX_PHOTO_MB);
        toast({ title: 'Upload Failed', description, variant: 'destructive' });
        // A refused file says what to do instead; only a real failure is worth trying again.
        const failed = description === uploadFailureMessage(each.name, undefined, MAX_PHOTO_MB);
        setProblem(failed ? `${description}. Please try again.` : description);
        setFiles(files.slice(index));
        setPhase('choosing');
        return;
      }
    }
    toast({ ...NOTICES.photoUploaded, variant: 'success' });
    onUploaded(uploaded);
    onClose();
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
  // Across every chosen photo: the ones done and the share of the one going up.
  const percent = files.length === 0 ? 0 : Math.round(((current + progress) / files.length) * 100);
  const totalBytes = files.reduce((sum, f) => sum + f.size, 0);

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
            Add photos
          </h2>
          <button type="button" className={styles.close} onClick={cancel} aria-label="Close">
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="1.5" />
            </svg>
          </button>
        </div>
        <p id={descriptionId} className={styles.description}>
          {room === 1 ? 'One more photo' : `Up to ${room} photos at once`} · JPEG, PNG, WebP or AVIF · up to {MAX_PHOTO_MB} MB each
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
            multiple={room > 1}
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
                  {fileSizeText(file.size)} · <span className={styles.link}>choose another</span>
                </span>
              </>
            ) : files.length > 1 ? (
              <>
                <span className={styles.fileName}>{files.length} photos</span>
                <span className={styles.fileMeta}>
                  {fileSizeText(totalBytes)} · <span className={styles.link}>choose another</span>
                </span>
              </>
            ) : (
              <>
                <span className={styles.dropText}>{room === 1 ? 'Drag a photo here' : 'Drag photos here'}</span>
                <span className={styles.fileMeta}>
                  or <span className={styles.link}>choose a file</span>
                </span>
              </>
            )}
          </label>
        </div>

        {files.length > 1 ? (
          <ul className={styles.fileList} aria-label="Chosen photos">
            {files.map((f) => (
              <li key={`${f.name}-${f.size}-${f.lastModified}`}>
                <span className={styles.fileName}>{f.name}</span> <span className={styles.fileMeta}>{fileSizeText(f.size)}</span>
              </li>
            ))}
          </ul>
        ) : null}

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
              aria-label={`Uploading ${files[current]?.name ?? 'photo'}`}
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
          <button
            type="button"
            className={`${buttons.button} ${buttons.primary}`}
            onClick={upload}
            disabled={files.length === 0 || uploading}
          >
            {uploading ? <span className={buttons.spinner} aria-hidden="true" /> : null}
            {uploading ? 'Uploading...' : files.length > 1 ? `Upload ${files.length} Photos` : 'Upload Photo'}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
