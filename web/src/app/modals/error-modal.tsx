import { CircleExclamationPoint } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../components/ui/dialog';
import { uiStore, useUiState } from '../../lib/ui-store';

export const ERROR_MODAL_DEFAULT = 'An unexpected error occurred. Please try again.';

/** Opened for server failures (5xx) and unverified e-mail on AI actions. */
export function ErrorModal() {
  const { open, message } = useUiState((state) => state.errorModal);

  return (
    <Dialog open={open} onOpenChange={(next) => !next && uiStore.closeErrorModal()}>
      <DialogContent className="max-w-md">
        <span className="flex size-11 items-center justify-center rounded-full bg-danger/12 text-danger">
          <CircleExclamationPoint aria-hidden="true" className="size-5" />
        </span>
        <DialogTitle>Something Went Wrong</DialogTitle>
        <DialogDescription>{message ?? ERROR_MODAL_DEFAULT}</DialogDescription>
        <DialogFooter>
          <Button variant="secondary" onClick={() => uiStore.closeErrorModal()}>
            Close
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
