import { Compass } from 'lucide-react';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../components/ui/dialog';

type WelcomeDialogProps = {
  open: boolean;
  name: string | null;
  onStart: () => void;
  onExplore: () => void;
  /** Escape closes it for this visit without a choice. */
  onDismiss: () => void;
  /** After it has fully closed (its focus trap and scroll lock released). */
  onClosed: () => void;
};

/** Dashboard welcome for a person who has not taken the initial tour: take it, or explore alone. */
export function WelcomeDialog({ open, name, onStart, onExplore, onDismiss, onClosed }: WelcomeDialogProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onDismiss()}>
      <DialogContent
        hideClose
        // The tour takes focus itself; handing it back to the page would pull it out of the tour.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          onClosed();
        }}
        className="gap-5 sm:max-w-md"
      >
        <div className="flex size-12 items-center justify-center rounded-full bg-primary/12 text-primary">
          <Compass aria-hidden="true" className="size-6" />
        </div>
        <div className="flex flex-col gap-2">
          <DialogTitle>
            {name ? `Welcome to Interview Coach, ${name}!` : 'Welcome to Interview Coach!'}
          </DialogTitle>
          <DialogDescription className="leading-relaxed">
            Take a one-minute tour of your dashboard: where to start a mock interview, how Quick Analysis
            compares your resume with a job, and where your progress shows up.
          </DialogDescription>
        </div>
        <DialogFooter>
          <Button variant="secondary" onClick={onExplore}>
            Explore on My Own
          </Button>
          <Button onClick={onStart}>Start Quick Tour</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
