import { MessageSquarePlus } from 'lucide-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { FeedbackType } from '../../api/generated/model';
import { useSubmitFeedback } from '../../api/generated/support/support';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog';
import { supportMessages } from './support-messages';
import { DEFAULT_FEEDBACK_TYPE, TypeAndMessageFields } from './support-ui';

/** How long 'Thank you!' stays before the dialog closes by itself. */
export const FEEDBACK_THANKS_MS = 1500;

/**
 * The shell header's feedback button and its dialog (spec: feedback): a type and a message, sent to
 * POST /api/support/feedback. A failed send keeps what was typed; a successful one thanks the person
 * and closes after a moment. The button sits in the header rather than floating over the page, so it
 * is always in reach and never lies over a page's own buttons or its sticky action bars.
 */
export function FeedbackButton() {
  const [open, setOpen] = useState(false);
  const [type, setType] = useState<FeedbackType>(DEFAULT_FEEDBACK_TYPE);
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState(false);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const thanksRef = useRef<HTMLParagraphElement>(null);
  // a failure is shown here, in the dialog, not in the app-wide error modal
  const submit = useSubmitFeedback({ request: { quiet: true } });

  const reset = () => {
    setType(DEFAULT_FEEDBACK_TYPE);
    setMessage('');
    setSent(false);
  };

  const changeOpen = (next: boolean) => {
    setOpen(next);
    setInvalid(false);
    setFailed(false);
    if (!next && sent) reset();
  };

  useEffect(() => {
    if (!sent) return;
    thanksRef.current?.focus();
    const timer = window.setTimeout(() => {
      setOpen(false);
      setType(DEFAULT_FEEDBACK_TYPE);
      setMessage('');
      setSent(false);
    }, FEEDBACK_THANKS_MS);
    return () => window.clearTimeout(timer);
  }, [sent]);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailed(false);
    if (message.trim() === '') {
      setInvalid(true);
      messageRef.current?.focus();
      return;
    }
    setInvalid(false);
    try {
      await submit.mutateAsync({ data: { feedback_type: type, message: message.trim() } });
      setSent(true);
    } catch {
      setFailed(true);
    }
  };

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogTrigger asChild>
        <button
          type="button"
          aria-label="Send feedback"
          title="Send feedback"
          className="focus-ring inline-flex h-9 min-w-9 shrink-0 items-center justify-center gap-2 rounded-control text-sm font-medium text-muted transition-colors hover:bg-surface-muted hover:text-foreground lg:border lg:border-border lg:px-3"
        >
          <MessageSquarePlus aria-hidden="true" className="size-[18px]" />
          <span className="hidden lg:inline">Feedback</span>
        </button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>Send feedback</DialogTitle>
        <DialogDescription>Found a bug or have an idea? Tell us, we read every message.</DialogDescription>
        {sent ? (
          <p
            ref={thanksRef}
            tabIndex={-1}
            role="status"
            className="py-6 text-center text-lg font-semibold text-success focus:outline-none"
          >
            {supportMessages.feedbackSent}
          </p>
        ) : (
          <form noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
            {failed && <Alert tone="danger">{supportMessages.feedbackFailed}</Alert>}
            <TypeAndMessageFields
              type={type}
              onTypeChange={setType}
              message={message}
              onMessageChange={(value) => {
                setMessage(value);
                if (invalid && value.trim() !== '') setInvalid(false);
              }}
              error={invalid ? supportMessages.messageRequired : null}
              messageRef={messageRef}
            />
            <DialogFooter>
              <DialogClose asChild>
                <Button variant="secondary">Cancel</Button>
              </DialogClose>
              <Button type="submit" loading={submit.isPending} loadingText="Sending...">
                Send Feedback
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
