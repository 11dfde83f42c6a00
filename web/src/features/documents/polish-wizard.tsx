import { clsx } from 'clsx';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../components/ui/dialog';
import type { PolishResumeState } from '../../lib/documents-notice';
import { type DocumentItem, formatUploadedAt } from './document-item';

type Step = 1 | 2;

type PolishWizardProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  resumes: readonly DocumentItem[];
  jobs: readonly DocumentItem[];
  /** The resume and job description selected on the page, if any. */
  selectedResumeId: string | null;
  selectedJobId: string | null;
  onFinish: (choice: PolishResumeState) => void;
};

function DocumentChoices({
  legend,
  name,
  items,
  value,
  onChange,
  emptyText,
}: {
  legend: string;
  name: string;
  items: readonly DocumentItem[];
  value: string | null;
  onChange: (id: string) => void;
  emptyText: string;
}) {
  if (items.length === 0) return <p className="text-sm text-muted">{emptyText}</p>;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="sr-only">{legend}</legend>
      {items.map((item) => (
        <label
          key={item.id}
          className={clsx(
            'flex cursor-pointer items-center gap-3 rounded-control border p-3 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            value === item.id ? 'border-primary bg-primary/8' : 'border-border hover:bg-surface-muted',
          )}
        >
          <input
            type="radio"
            name={name}
            value={item.id}
            checked={value === item.id}
            onChange={() => onChange(item.id)}
            className="size-4 accent-primary"
          />
          <FileText aria-hidden="true" className="size-4 shrink-0 text-primary" />
          <span className="flex min-w-0 flex-col">
            <span className="truncate text-sm font-medium text-foreground">{item.name}</span>
            <span className="text-xs text-muted">Uploaded {formatUploadedAt(item.uploadedAt)}</span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}

function WizardSteps({
  resumes,
  jobs,
  selectedResumeId,
  selectedJobId,
  onFinish,
  onCancel,
}: Omit<PolishWizardProps, 'open' | 'onOpenChange'> & { onCancel: () => void }) {
  // Spec: step 1 selects a resume, step 2 a job description; a preselected resume starts at step 2.
  const [step, setStep] = useState<Step>(selectedResumeId ? 2 : 1);
  const [resumeId, setResumeId] = useState<string | null>(selectedResumeId);
  const [jobId, setJobId] = useState<string | null>(selectedJobId);
  const chosenResume = resumes.find((resume) => resume.id === resumeId);

  return (
    <>
      <DialogTitle>Polish a Resume</DialogTitle>
      <DialogDescription>
        Step {step} of 2: {step === 1 ? 'Select a resume' : 'Select a job description'}
      </DialogDescription>
      {step === 1 ? (
        <DocumentChoices
          legend="Resume to polish"
          name="polish-resume"
          items={resumes}
          value={resumeId}
          onChange={setResumeId}
          emptyText="Upload a resume first."
        />
      ) : (
        <>
          {chosenResume && (
            <p className="text-sm text-muted">
              Resume: <span className="font-medium text-foreground">{chosenResume.name}</span>
            </p>
          )}
          <DocumentChoices
            legend="Job description to tailor it to"
            name="polish-job"
            items={jobs}
            value={jobId}
            onChange={setJobId}
            emptyText="Upload a job description first."
          />
        </>
      )}
      <DialogFooter>
        {step === 1 ? (
          <>
            <Button variant="secondary" onClick={onCancel}>
              Cancel
            </Button>
            <Button disabled={!resumeId} onClick={() => setStep(2)}>
              Next
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setStep(1)}>
              Back
            </Button>
            <Button
              disabled={!resumeId || !jobId}
              onClick={() => {
                if (resumeId && jobId) onFinish({ resumeId, jobDescriptionId: jobId });
              }}
            >
              Polish Resume
            </Button>
          </>
        )}
      </DialogFooter>
    </>
  );
}

/** The two-step chooser behind 'Polish a Resume'; its state starts afresh each time it opens. */
export function PolishWizard({ open, onOpenChange, ...steps }: PolishWizardProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>{open && <WizardSteps {...steps} onCancel={() => onOpenChange(false)} />}</DialogContent>
    </Dialog>
  );
}
