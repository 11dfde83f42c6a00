import { clsx } from 'clsx';
import { CircleCheck, Download, FileText, Pencil, ScanText, Star, Trash } from 'lucide-react';
import { type ComponentProps, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../components/ui/badge';
import { Input } from '../../components/ui/input';
import { Spinner } from '../../components/ui/spinner';
import { type DocumentItem, formatUploadedAt } from './document-item';

type DocumentCardProps = {
  doc: DocumentItem;
  selected: boolean;
  onToggle: () => void;
  /** Called with the typed name when Enter confirms a rename (blank and unchanged names are dropped here). */
  onRename: (name: string) => void;
  onDelete: () => void;
  onDownload: () => void;
  /** Resumes only. */
  onSetDefault?: () => void;
  /** Resumes only: where 'Review what we read' leads. */
  reviewTo?: string;
  downloading?: boolean;
  settingDefault?: boolean;
};

const iconControl =
  'focus-ring inline-flex size-8 cursor-pointer items-center justify-center rounded-control text-muted transition-colors hover:bg-surface-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-55';

function IconButton({ label, className, children, ...props }: ComponentProps<'button'> & { label: string }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      className={clsx(iconControl, className)}
      {...props}
    >
      {children}
    </button>
  );
}

function RenameInput({ name, onDone }: { name: string; onDone: (name: string | null) => void }) {
  const ref = useRef<HTMLInputElement>(null);
  const hintId = useId();
  useEffect(() => {
    ref.current?.focus();
    ref.current?.select();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onDone(event.currentTarget.value);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone(null);
    }
  };

  return (
    <div className="flex flex-col gap-1">
      <Input
        ref={ref}
        defaultValue={name}
        maxLength={200}
        aria-label={`New name for ${name}`}
        aria-describedby={hintId}
        onKeyDown={onKeyDown}
        onBlur={() => onDone(null)}
      />
      <span id={hintId} className="text-xs text-muted">
        Press Enter to save, Escape to cancel.
      </span>
    </div>
  );
}

/** One document: click to select or deselect it; rename, set as default, review what was read, download and delete. */
export function DocumentCard({
  doc,
  selected,
  onToggle,
  onRename,
  onDelete,
  onDownload,
  onSetDefault,
  reviewTo,
  downloading = false,
  settingDefault = false,
}: DocumentCardProps) {
  const [editing, setEditing] = useState(false);

  const finishRename = (typed: string | null) => {
    if (!editing) return;
    setEditing(false);
    const name = typed?.trim() ?? '';
    // Spec: a blank name is ignored.
    if (name !== '' && name !== doc.name) onRename(name);
  };

  return (
    <div
      className={clsx(
        'flex h-full flex-col gap-3 rounded-card border bg-surface p-4 shadow-soft transition-colors',
        selected ? 'border-primary ring-2 ring-primary/25' : 'border-border hover:border-border-strong',
      )}
    >
      {editing ? (
        <RenameInput name={doc.name} onDone={finishRename} />
      ) : (
        <button
          type="button"
          aria-pressed={selected}
          onClick={onToggle}
          className="focus-ring flex cursor-pointer items-start gap-3 rounded-control text-left"
        >
          <span
            className={clsx(
              'flex size-10 shrink-0 items-center justify-center rounded-control',
              selected ? 'bg-primary text-primary-foreground' : 'bg-primary/10 text-primary',
            )}
          >
            {selected ? (
              <CircleCheck aria-hidden="true" className="size-5" />
            ) : (
              <FileText aria-hidden="true" className="size-5" />
            )}
          </span>
          <span className="flex min-w-0 flex-1 flex-col gap-1">
            <span className="truncate font-medium text-foreground" title={doc.name}>
              {doc.name}
            </span>
            <span className="text-xs text-muted">
              {doc.fileType.toUpperCase()} · Uploaded {formatUploadedAt(doc.uploadedAt)}
            </span>
            {doc.isDefault && (
              <Badge tone="primary" className="self-start">
                Default
              </Badge>
            )}
          </span>
        </button>
      )}
      <div className="mt-auto flex items-center gap-1 border-t border-border pt-2">
        <IconButton label={`Rename ${doc.name}`} onClick={() => setEditing(true)} disabled={editing}>
          <Pencil aria-hidden="true" className="size-4" />
        </IconButton>
        {onSetDefault && !doc.isDefault && (
          <IconButton label={`Set ${doc.name} as default`} onClick={onSetDefault} disabled={settingDefault}>
            {settingDefault ? (
              <Spinner size="sm" label={null} />
            ) : (
              <Star aria-hidden="true" className="size-4" />
            )}
          </IconButton>
        )}
        {reviewTo && (
          <Link
            to={reviewTo}
            aria-label={`Review what we read in ${doc.name}`}
            title={`Review what we read in ${doc.name}`}
            className={iconControl}
          >
            <ScanText aria-hidden="true" className="size-4" />
          </Link>
        )}
        <IconButton label={`Download ${doc.name}`} onClick={onDownload} disabled={downloading}>
          {downloading ? (
            <Spinner size="sm" label={null} />
          ) : (
            <Download aria-hidden="true" className="size-4" />
          )}
        </IconButton>
        <IconButton
          label={`Delete ${doc.name}`}
          onClick={onDelete}
          className="ml-auto hover:bg-danger/10 hover:text-danger"
        >
          <Trash aria-hidden="true" className="size-4" />
        </IconButton>
      </div>
    </div>
  );
}
