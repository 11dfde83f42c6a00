import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import type { FeedbackType, SupportTicket } from '../../api/generated/model';
import { getListMyTicketsQueryKey, useCreateTicket } from '../../api/generated/support/support';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { errorMessage } from '../../lib/api-error';
import { supportMessages } from './support-messages';
import { DEFAULT_FEEDBACK_TYPE, TypeAndMessageFields } from './support-ui';

type NewTicketFormProps = {
  onCreated: (ticket: SupportTicket) => void;
  onCancel: () => void;
};

/** Opens a support ticket: a type and a message that must not be blank (POST /api/support/tickets). */
export function NewTicketForm({ onCreated, onCancel }: NewTicketFormProps) {
  const [type, setType] = useState<FeedbackType>(DEFAULT_FEEDBACK_TYPE);
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const queryClient = useQueryClient();
  const create = useCreateTicket({ request: { quiet: true } });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (message.trim() === '') {
      setInvalid(true);
      messageRef.current?.focus();
      return;
    }
    setInvalid(false);
    try {
      const ticket = await create.mutateAsync({ data: { feedback_type: type, message: message.trim() } });
      void queryClient.invalidateQueries({ queryKey: getListMyTicketsQueryKey() });
      onCreated(ticket);
    } catch (cause) {
      setFailure(errorMessage(cause, supportMessages.ticketCreateFailed));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit} aria-label="New ticket" className="flex flex-col gap-4">
      {failure && <Alert tone="danger">{failure}</Alert>}
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
      <div className="flex flex-wrap gap-2">
        <Button type="submit" loading={create.isPending} loadingText="Submitting...">
          Submit Ticket
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
