import { type FormEvent, useState } from 'react';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { Input } from '../../components/ui/input';

type SaveApplicationDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Saves under the trimmed name; rejects with the text to show when saving failed. */
  onSave: (name: string) => Promise<void>;
  saving: boolean;
  error: string | null;
};

/** 'Save Application': names the chosen resume and job pair so it can be practised again later. */
export function SaveApplicationDialog({
  open,
  onOpenChange,
  onSave,
  saving,
  error,
}: SaveApplicationDialogProps) {
  const [name, setName] = useState('');
  const trimmed = name.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (trimmed === '' || saving) return;
    try {
      await onSave(trimmed);
      setName('');
    } catch {
      // The caller shows the error; the name stays for another try.
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!saving) onOpenChange(next);
      }}
    >
      <DialogContent>
        <DialogTitle>Save Application</DialogTitle>
        <DialogDescription>
          Keep this resume and job together to practise for the same role again later.
        </DialogDescription>
        <form className="flex flex-col gap-4" onSubmit={(event) => void submit(event)}>
          <Field label="Application name">
            {(control) => (
              <Input
                {...control}
                value={name}
                onChange={(event) => setName(event.target.value)}
                placeholder="e.g., Software Engineer at Acme"
                maxLength={200}
                autoComplete="off"
                required
              />
            )}
          </Field>
          {error && <Alert tone="danger">{error}</Alert>}
          <DialogFooter>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={trimmed === ''} loading={saving} loadingText="Saving...">
              Save
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
