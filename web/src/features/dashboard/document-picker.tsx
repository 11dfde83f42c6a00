import { Upload } from 'lucide-react';
import { useId, useState } from 'react';
import type { UploadResult } from '../../api/generated/model';
import { UploadArea } from '../../components/upload/upload-area';
import { Button } from '../../components/ui/button';
import { Select } from '../../components/ui/select';

export type PickerOption = { id: string; name: string; isDefault?: boolean; uploadedAt?: string };

type DocumentPickerProps = {
  kind: 'resume' | 'job';
  /** '1. Choose Your Resume' or '2. Choose Your Target Job'. */
  title: string;
  options: PickerOption[];
  value: string | null;
  /** The select's id, so another control can move the focus to it. */
  selectId?: string;
  onChange: (id: string) => void;
  onUploaded: (result: UploadResult) => void;
};

const nouns = { resume: 'resume', job: 'job description' } as const;

/**
 * One step of 'Start a New Session': a select of the user's documents with an option to upload a
 * new one; the upload drop area alone when there is none yet. The upload widget shows its own
 * 'Resume Uploaded!' / 'Job Description Uploaded!' tile afterwards.
 */
export function DocumentPicker({
  kind,
  title,
  options,
  value,
  selectId,
  onChange,
  onUploaded,
}: DocumentPickerProps) {
  const id = useId();
  const [uploadOpen, setUploadOpen] = useState(false);
  const noun = nouns[kind];
  const hasOptions = options.length > 0;
  const showUpload = !hasOptions || uploadOpen;

  return (
    <div className="flex min-w-0 flex-col gap-3">
      <h3 id={`${id}-title`} className="text-sm font-semibold text-foreground">
        {title}
      </h3>
      {hasOptions && (
        <Select
          id={selectId}
          aria-labelledby={`${id}-title`}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
        >
          {value === null && (
            <option value="" disabled>
              Select a {noun}
            </option>
          )}
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.isDefault ? `${option.name} (Default)` : option.name}
            </option>
          ))}
        </Select>
      )}
      {hasOptions && (
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={uploadOpen}
          aria-controls={`${id}-upload`}
          onClick={() => setUploadOpen((open) => !open)}
          className="self-start px-2 text-primary"
        >
          <Upload aria-hidden="true" className="size-4" />
          {uploadOpen ? 'Hide upload' : `Upload new ${kind === 'job' ? 'job' : 'resume'}`}
        </Button>
      )}
      {showUpload && (
        <div id={`${id}-upload`}>
          {!hasOptions && <p className="mb-2 text-sm text-muted">You have not uploaded a {noun} yet.</p>}
          <UploadArea
            kind={kind}
            onUploaded={(result) => {
              // Keeps the 'Uploaded!' tile in view once the list, no longer empty, shows the select.
              setUploadOpen(true);
              onUploaded(result);
            }}
          />
        </div>
      )}
    </div>
  );
}
