import type { Ref } from 'react';
import { FeedbackType } from '../../api/generated/model';
import { Field } from '../../components/ui/field';
import { Select } from '../../components/ui/select';
import { Textarea } from '../../components/ui/textarea';

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
