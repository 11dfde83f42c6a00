import type { Ref } from 'react';
import { FeedbackType, type TicketStatus } from '../../api/generated/model';
import { Badge } from '../../components/ui/badge';
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';

// Shared by the feedback dialog and both ticket pages, kept in one module so they share one chunk.

/** Spec: Bug Report (the default), Feature Request, General Feedback. */
export const feedbackTypes: FeedbackType[] = Object.values(FeedbackType);
export const DEFAULT_FEEDBACK_TYPE: FeedbackType = FeedbackType.Bug_Report;

/** The contract's limit on a message's length. */
export const MESSAGE_MAX_LENGTH = 5000;

type TypeAndMessageFieldsProps = {
  type: FeedbackType;
  onTypeChange: (type: FeedbackType) => void;
  message: string;
  onMessageChange: (message: string) => void;
  /** The validation message under the message box ('Please enter a message.'). */
  error?: string | null;
  messageRef?: Ref<HTMLTextAreaElement>;
  messageLabel?: string;
  disabled?: boolean;
};

/** The type and message a piece of feedback or a new support ticket carries. */
export function TypeAndMessageFields({
  type,
  onTypeChange,
  message,
  onMessageChange,
  error,
  messageRef,
  messageLabel = 'Message',
  disabled,
}: TypeAndMessageFieldsProps) {
  return (
    <>
      <Field label="Type">
        {(control) => (
          <Select
            {...control}
            name="feedback_type"
            value={type}
            disabled={disabled}
            onChange={(event) => onTypeChange(event.target.value as FeedbackType)}
          >
            {feedbackTypes.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        )}
      </Field>
      <Field label={messageLabel} error={error}>
        {(control) => (
          <Textarea
            {...control}
            ref={messageRef}
            name="message"
            maxLength={MESSAGE_MAX_LENGTH}
            disabled={disabled}
            value={message}
            onChange={(event) => onMessageChange(event.target.value)}
          />
        )}
      </Field>
    </>
  );
}

/** A date and time in the person's locale, e.g. 'Aug 5, 2025, 3:04 PM'. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

export function DateTime({ iso, className }: { iso: string; className?: string }) {
  return (
    <time dateTime={iso} className={className}>
      {formatDateTime(iso)}
    </time>
  );
}

/** Spec: ticket statuses Open and Resolved. */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <Badge tone={status === 'Resolved' ? 'success' : 'primary'}>{status}</Badge>;
}

/** The first line of a message, for a list row (the full text is on the ticket's page). */
export function firstLine(message: string): string {
  return (
    message
      .trim()
      .split(/\r?\n/)
      .find((line) => line.trim() !== '')
      ?.trim() ?? ''
  );
}
