import { type FormEvent, type ReactNode, useState } from 'react';
import type { SandboxCardRequest } from '../../api/generated/model';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';

/** Groups card digits in fours as they are typed: '4242 4242 4242 4242'. */
export function formatCardNumber(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** MM/YY as it is typed. */
export function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The sandbox's test cards (Stripe's test numbers). */
export function TestCardHint() {
  return (
    <div className="rounded-card border border-dashed border-border-strong p-4 text-sm">
      <p className="font-semibold">Sandbox: no real payment is made</p>
      <ul className="mt-2 flex flex-col gap-1 text-muted">
        <li>
          <span className="font-mono text-foreground">4242 4242 4242 4242</span> pays
        </li>
        <li>
          <span className="font-mono text-foreground">4000 0000 0000 0002</span> is declined
        </li>
        <li>Any future expiry date and any three-digit CVC.</li>
      </ul>
    </div>
  );
}

/** A card form for the sandbox: name, number, expiry and CVC. */
export function CardForm({
  submitLabel,
  submitting,
  error,
  onSubmit,
  children,
}: {
  submitLabel: string;
  submitting: boolean;
  error: string | null;
  onSubmit: (card: SandboxCardRequest) => void;
  children?: ReactNode;
}) {
  const [cardholderName, setName] = useState('');
  const [cardNumber, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit({ cardholderName: cardholderName.trim(), cardNumber, expiry, cvc });
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label="Name on card"
        value={cardholderName}
        onValueChange={setName}
        autoComplete="cc-name"
        required
      />
      <TextField
        label="Card number"
        value={cardNumber}
        onValueChange={(value) => setNumber(formatCardNumber(value))}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 1234 1234 1234"
        required
      />
      <div className="grid grid-cols-2 gap-4">
        <TextField
          label="Expiry (MM/YY)"
          value={expiry}
          onValueChange={(value) => setExpiry(formatExpiry(value))}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          required
        />
        <TextField
          label="CVC"
          value={cvc}
          onValueChange={(value) => setCvc(value.replace(/\D/g, '').slice(0, 4))}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          required
        />
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
      {children}
      <Button type="submit" size="lg" loading={submitting} loadingText="Processing...">
        {submitLabel}
      </Button>
    </form>
  );
}
