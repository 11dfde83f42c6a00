import { clsx } from 'clsx';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { exportPolishedResume } from '../../api/generated/polishing/polishing';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-error';
import { polishMessages } from './polish-messages';
import { type ExportFormat, exportFileName } from './polish-markdown';
import { saveBlob } from './save-blob';

const FORMATS: { value: ExportFormat; label: string; hint: string }[] = [
  { value: 'pdf', label: 'PDF', hint: 'Best for applying' },
  { value: 'docx', label: 'DOCX', hint: 'Edit in Word' },
  { value: 'txt', label: 'TXT', hint: 'Plain text' },
];

const MEDIA_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain;charset=utf-8',
};

/** 'Download Now': the polished resume in the chosen format, rendered by the server, nothing stored. */
export function DownloadPolished({ name, content }: { name: string; content: string }) {
  const [format, setFormat] = useState<ExportFormat>('pdf');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      const file: unknown = await exportPolishedResume({ fileName: name, content, format });
      const blob =
        file instanceof Blob ? file : new Blob([String(file ?? '')], { type: MEDIA_TYPES[format] });
      saveBlob(blob, exportFileName(name, format));
    } catch (cause) {
      setError(errorMessage(cause, polishMessages.downloadFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-foreground">Format</legend>
        <div className="grid grid-cols-3 gap-2">
          {FORMATS.map((option) => (
            <label
              key={option.value}
              className={clsx(
                'flex cursor-pointer flex-col items-center gap-0.5 rounded-control border p-2 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                format === option.value
                  ? 'border-primary bg-primary/8'
                  : 'border-border hover:bg-surface-muted',
              )}
            >
              <input
                type="radio"
                name="polished-format"
                value={option.value}
                checked={format === option.value}
                onChange={() => setFormat(option.value)}
                className="sr-only"
              />
              <span className="text-sm font-semibold">{option.label}</span>
              <span className="text-xs text-muted">{option.hint}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button onClick={download} loading={busy} loadingText="Preparing…">
        <Download aria-hidden="true" className="size-4" />
        Download Now
      </Button>
      {error && (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
