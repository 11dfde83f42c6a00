import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Field, TextField } from './field';
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

describe('TextField', () => {
  it('is a labelled input that reports the new text', () => {
    const onValueChange = vi.fn();
    render(
      <TextField
        label="Job Title"
        error="Too long."
        name="jobTitle"
        value=""
        onValueChange={onValueChange}
      />,
    );
    const input = screen.getByLabelText('Job Title');
    expect(input).toHaveAttribute('name', 'jobTitle');
    expect(input).toHaveAccessibleDescription('Too long.');
    fireEvent.change(input, { target: { value: 'Engineer' } });
    expect(onValueChange).toHaveBeenCalledWith('Engineer');
  });
});
