import { clsx } from 'clsx';
import { CircleCheck, CloudUpload, FileText, TriangleExclamationPoint } from 'lucide-react';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import type { UploadResult } from '../../api/generated/model';
import {
  checkUploadFiles,
  type FileRejection,
  isAbortError,
  UPLOAD_ACCEPT,
  type UploadKind,
  UploadError,
  uploadDocument,
  uploadMessages,
} from '../../lib/upload';
import { Button } from '../ui/button';

/** Spec: upload states idle, uploading (progress percent), success or error. */
export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; fileName: string; percent: number }
  | { status: 'success'; result: UploadResult }
  | { status: 'error'; message: string };

const texts: Record<UploadKind, { noun: string; title: string; uploaded: string }> = {
  resume: { noun: 'resume', title: 'Upload a resume', uploaded: 'Resume Uploaded!' },
  job: { noun: 'job description', title: 'Upload a job description', uploaded: 'Job Description Uploaded!' },
};

type UploadAreaProps = {
  kind: UploadKind;
  /** Called once the server stored the file (e.g. to reload a document list). */
  onUploaded?: (result: UploadResult) => void;
  /** The text for a file of the wrong type; My Documents words it its own way. */
  invalidTypeMessage?: string;
  /** Hides an error after this many milliseconds (My Documents: 5 s); it stays until the next try otherwise. */
  errorDisplayMs?: number;
  className?: string;
};

function rejectionMessage(rejection: FileRejection, invalidTypeMessage: string): string {
  if (rejection === 'invalid-type') return invalidTypeMessage;
  if (rejection === 'too-large') return uploadMessages.tooLarge;
  return uploadMessages.rejected;
}

/**
 * One-file upload for a resume or a job description: drag and drop or browse, the spec's client-side
 * checks, a progress bar fed by the browser's upload progress events, and a success tile.
 */
export function UploadArea({
  kind,
  onUploaded,
  invalidTypeMessage = uploadMessages.invalidType,
  errorDisplayMs,
  className,
}: UploadAreaProps) {
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);
  const onUploadedRef = useRef(onUploaded);
  onUploadedRef.current = onUploaded;
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const copy = texts[kind];

  useEffect(() => () => abortRef.current?.abort(), []);

  useEffect(() => {
    if (state.status !== 'error' || errorDisplayMs === undefined) return;
    const timer = window.setTimeout(() => setState({ status: 'idle' }), errorDisplayMs);
    return () => window.clearTimeout(timer);
  }, [state, errorDisplayMs]);

  const start = async (files: readonly File[]) => {
    if (state.status === 'uploading') return;
    const checked = checkUploadFiles(files);
    if ('rejection' in checked) {
      setState({ status: 'error', message: rejectionMessage(checked.rejection, invalidTypeMessage) });
      return;
    }
    const { file } = checked;
    const controller = new AbortController();
    abortRef.current = controller;
    setState({ status: 'uploading', fileName: file.name, percent: 0 });
    try {
      const result = await uploadDocument(kind, file, {
        signal: controller.signal,
        onProgress: (percent) => setState({ status: 'uploading', fileName: file.name, percent }),
      });
      setState({ status: 'success', result });
      onUploadedRef.current?.(result);
    } catch (cause) {
      if (isAbortError(cause)) return;
      setState({
        status: 'error',
        message: cause instanceof UploadError ? cause.message : uploadMessages.failed,
      });
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
    }
  };

  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setDragging(false);
    void start(Array.from(event.dataTransfer.files));
  };

  if (state.status === 'success') {
    return (
      <div
        className={clsx(
          'flex flex-col items-center justify-center gap-2 rounded-card border border-success/30 bg-success/8 p-6 text-center',
          className,
        )}
      >
        <CircleCheck aria-hidden="true" className="size-8 text-success" />
        <p role="status" className="font-semibold text-foreground">
          {copy.uploaded}
        </p>
        <p className="flex max-w-full items-center gap-1.5 text-sm text-muted">
          <FileText aria-hidden="true" className="size-4 shrink-0" />
          <span className="truncate">{state.result.name}</span>
        </p>
        <Button variant="ghost" size="sm" onClick={() => setState({ status: 'idle' })}>
          Upload another {copy.noun}
        </Button>
      </div>
    );
  }

  if (state.status === 'uploading') {
    return (
      <div
        aria-busy="true"
        className={clsx(
          'flex flex-col justify-center gap-3 rounded-card border border-border bg-surface p-6',
          className,
        )}
      >
        <p className="flex min-w-0 items-center gap-2 text-sm font-medium text-foreground">
          <FileText aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <span className="truncate">{state.fileName}</span>
        </p>
        <div
          role="progressbar"
          aria-label={`Uploading ${state.fileName}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={state.percent}
          className="h-2 w-full overflow-hidden rounded-pill bg-surface-muted"
        >
          <div
            className="h-full rounded-pill bg-primary transition-[width] duration-200"
            style={{ width: `${state.percent}%` }}
          />
        </div>
        <p className="text-xs text-muted" aria-hidden="true">
          Uploading... {state.percent}%
        </p>
      </div>
    );
  }

  return (
    <div className={clsx('flex flex-col gap-2', className)}>
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={UPLOAD_ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={`${copy.title} file`}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = '';
          void start(files);
        }}
      />
      <button
        type="button"
        aria-describedby={hintId}
        onClick={() => inputRef.current?.click()}
        onDragEnter={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={clsx(
          'focus-ring flex min-h-40 w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed p-6 text-center transition-colors',
          dragging
            ? 'border-primary bg-primary/8'
            : 'border-border-strong bg-surface-muted/40 hover:border-primary/60 hover:bg-primary/5',
        )}
      >
        <CloudUpload aria-hidden="true" className="size-8 text-primary" />
        <span className="font-medium text-foreground">{copy.title}</span>
        <span id={hintId} className="text-sm text-muted">
          Drag and drop or <span className="font-medium text-primary underline">browse</span>. PDF, DOCX or
          TXT, up to 100 KB.
        </span>
      </button>
      {state.status === 'error' && (
        <p role="alert" className="flex items-start gap-1.5 text-sm font-medium text-danger">
          <TriangleExclamationPoint aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {state.message}
        </p>
      )}
    </div>
  );
}
