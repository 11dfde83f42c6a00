import { type FormEvent, useRef, useState } from 'react';
import { useHydrated } from '../../lib/hydrated';
import { flushSync } from 'react-dom';
import { useSubmitContactForm } from '../../api/generated/support/support';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Field, TextField } from '../../components/ui/field';
import { Textarea } from '../../components/ui/textarea';
import { errorMessage } from '../../lib/api-error';
import { focusFirstInvalid } from '../../lib/form-focus';

export const contactMessages = {
  incomplete: 'Please fill out all fields.',
  sent: 'Your message has been sent! We will get back to you shortly.',
  failed: 'An unexpected error occurred. Please try again.',
} as const;

/** The technical support form: name, email and message, all required (POST /api/contact/support). */
export function ContactForm() {
  const hydrated = useHydrated();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [result, setResult] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const [showMissing, setShowMissing] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const submit = useSubmitContactForm();
  const missing = (value: string) => (showMissing && value.trim() === '' ? true : undefined);

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setResult(null);
    const incomplete = name.trim() === '' || email.trim() === '' || message.trim() === '';
    flushSync(() => setShowMissing(incomplete));
    if (incomplete) {
      setResult({ tone: 'danger', text: contactMessages.incomplete });
      focusFirstInvalid(formRef.current);
      return;
    }
    try {
      await submit.mutateAsync({ data: { name: name.trim(), email: email.trim(), message: message.trim() } });
      setName('');
      setEmail('');
      setMessage('');
      setResult({ tone: 'success', text: contactMessages.sent });
    } catch (cause) {
      setResult({ tone: 'danger', text: errorMessage(cause, contactMessages.failed) });
    }
  };

  return (
    <form ref={formRef} noValidate onSubmit={handleSubmit} className="flex flex-col gap-4">
      {/* prerendered: typing before hydration would be lost, so the fields wait for it */}
      <fieldset disabled={!hydrated} className="contents">
        {result && <Alert tone={result.tone}>{result.text}</Alert>}
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Name"
            aria-invalid={missing(name)}
            name="name"
            autoComplete="name"
            required
            value={name}
            onValueChange={setName}
          />
          <TextField
            label="Email"
            aria-invalid={missing(email)}
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onValueChange={setEmail}
          />
        </div>
        <Field label="Message">
          {(control) => (
            <Textarea
              {...control}
              aria-invalid={missing(message)}
              name="message"
              required
              maxLength={5000}
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" loading={submit.isPending} loadingText="Sending..." className="self-start">
          Send Message
        </Button>
      </fieldset>
    </form>
  );
}
