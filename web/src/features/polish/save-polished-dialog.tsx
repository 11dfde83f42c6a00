import { useQueryClient } from '@tanstack/react-query';
import { CircleCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { getListDocumentsQueryKey } from '../../api/generated/documents/documents';
import { savePolishedResume } from '../../api/generated/polishing/polishing';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../components/ui/dialog';
import { TextField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { errorMessage } from '../../lib/api-error';
import { DownloadPolished } from './download-polished';
import { polishMessages } from './polish-messages';
import { asPdfName } from './polish-markdown';

/** Spec: the save dialog goes through naming, saving and success. */
type Step = { kind: 'naming'; error: string | null } | { kind: 'saving' } | { kind: 'saved'; name: string };

type SavePolishedDialogProps = {
  open: boolean;
  defaultName: string;
  /** The polished resume as Markdown. */
  content: string;
  onCancel: () => void;
  /** After a save, closing the dialog in any way (spec: to /documents with the success message). */
  onDone: () => void;
};

type StepsProps = {
  step: Step;
  name: string;
  content: string;
  onNameChange: (name: string) => void;
  onSave: (event: FormEvent) => void;
  onCancel: () => void;
  onDone: () => void;
};

function SaveSteps({ step, name, content, onNameChange, onSave, onCancel, onDone }: StepsProps) {
  if (step.kind === 'saved') {
    return (
      <>
        <div className="flex items-start gap-3">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
          <div className="flex flex-col gap-1">
            <DialogTitle>Polished Resume Saved</DialogTitle>
            <DialogDescription>
              “{step.name}” is now in My Resumes. Download a copy now, or go back to your documents.
            </DialogDescription>
          </div>
        </div>
        <DownloadPolished name={step.name} content={content} />
        <DialogFooter>
          <Button variant="secondary" onClick={onDone}>
            Return to Documents
          </Button>
        </DialogFooter>
      </>
    );
  }

  const saving = step.kind === 'saving';
  return (
    <form onSubmit={onSave} noValidate className="flex flex-col gap-4" aria-busy={saving || undefined}>
      <DialogTitle>Save Polished Resume</DialogTitle>
      <DialogDescription>
        It is saved as a new PDF resume in My Documents; the original stays as it is.
      </DialogDescription>
      <TextField
        label="Resume name"
        value={name}
        onValueChange={onNameChange}
        maxLength={200}
        disabled={saving}
        autoFocus
        error={step.kind === 'naming' ? step.error : null}
      />
      {saving && (
        <p role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner size="sm" label={null} />
          Saving your polished resume…
        </p>
      )}
      <DialogFooter>
        <Button variant="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button type="submit" loading={saving} loadingText="Saving…">
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}

const naming: Step = { kind: 'naming', error: null };

/** Names and saves the polished resume, then offers Download Now or Return to Documents. */
export function SavePolishedDialog({
  open,
  defaultName,
  content,
  onCancel,
  onDone,
}: SavePolishedDialogProps) {
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>(naming);
  const [name, setName] = useState(defaultName);
  // Each opening starts afresh at naming, with the default name.
  const [shown, setShown] = useState(open);
  if (open !== shown) {
    setShown(open);
    if (open) {
      setStep(naming);
      setName(defaultName);
    }
  }

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') {
      setStep({ kind: 'naming', error: 'Please enter a name for the polished resume.' });
      return;
    }
    const newName = asPdfName(name).slice(0, 200);
    setStep({ kind: 'saving' });
    try {
      const saved = await savePolishedResume({ newName, content });
      void queryClient.invalidateQueries({ queryKey: getListDocumentsQueryKey() });
      setStep({ kind: 'saved', name: saved.name || newName });
    } catch (cause) {
      // A 402 (the Free plan's one polished resume) also opens the upgrade modal with the server's words.
      setStep({ kind: 'naming', error: errorMessage(cause, polishMessages.saveFailed) });
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // While saving the dialog stays: the answer decides what comes next.
        if (next || step.kind === 'saving') return;
        if (step.kind === 'saved') onDone();
        else onCancel();
      }}
    >
      <DialogContent hideClose={step.kind === 'saving'}>
        <SaveSteps
          step={step}
          name={name}
          content={content}
          onNameChange={setName}
          onSave={save}
          onCancel={onCancel}
          onDone={onDone}
        />
      </DialogContent>
    </Dialog>
  );
}
