import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../components/ui/dialog';

type NoticeModalProps = {
  open: boolean;
  onClose: () => void;
  /** The icon in a tinted circle above the title. */
  icon: ReactNode;
  tone: 'primary' | 'danger';
  title: string;
  message: string;
  /** The footer's buttons. */
  children: ReactNode;
};

const toneClasses = { primary: 'bg-primary/12 text-primary', danger: 'bg-danger/12 text-danger' };

/** An app-wide modal with an icon, a title, one message and the footer's buttons. */
export function NoticeModal({ open, onClose, icon, tone, title, message, children }: NoticeModalProps) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      <DialogContent className="max-w-md">
        <span className={clsx('flex size-11 items-center justify-center rounded-full', toneClasses[tone])}>
          {icon}
        </span>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{message}</DialogDescription>
        <DialogFooter>{children}</DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
