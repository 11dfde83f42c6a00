import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from './field';
import { Input } from './input';

describe('Field', () => {
  it('labels its control and announces hint and error with it', () => {
    render(
      <Field label="Email Address" hint="We never share it." error="Please enter a valid e-mail.">
        {(control) => <Input type="email" {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('Email Address');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Please enter a valid e-mail.');
  });

  it('is not marked invalid without an error', () => {
    render(<Field label="Full Name">{(control) => <Input {...control} />}</Field>);
    expect(screen.getByLabelText('Full Name')).not.toHaveAttribute('aria-invalid');
  });
});
