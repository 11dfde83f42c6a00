import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function EndSession({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title="End this session?"
      description="Your answers so far will be scored."
      confirmLabel="End Session"
      destructive
      onConfirm={() => {
        onConfirm();
        setOpen(false);
      }}
    />
  );
}

describe('ConfirmDialog', () => {
  it('starts on Cancel, closes without confirming on Escape', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<EndSession onConfirm={onConfirm} />);
    expect(await screen.findByRole('alertdialog', { name: 'End this session?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('runs the action when confirmed', async () => {
    const onConfirm = vi.fn();
    const user = userEvent.setup();
    render(<EndSession onConfirm={onConfirm} />);
    await user.click(await screen.findByRole('button', { name: 'End Session' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
