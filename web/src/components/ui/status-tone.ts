import {
  CircleCheck,
  CircleExclamationPoint,
  Info,
  type LucideIcon,
  TriangleExclamationPoint,
} from 'lucide-react';

/** The four message tones shared by Alert and Banner. */
export type StatusTone = 'info' | 'success' | 'warning' | 'danger';

export const toneIcons: Record<StatusTone, LucideIcon> = {
  info: Info,
  success: CircleCheck,
  warning: TriangleExclamationPoint,
  danger: CircleExclamationPoint,
};

export const toneClasses: Record<StatusTone, string> = {
  info: 'border-primary/25 bg-primary/8 [&_[data-icon]]:text-primary',
  success: 'border-success/30 bg-success/8 [&_[data-icon]]:text-success',
  warning: 'border-warning/35 bg-warning/10 [&_[data-icon]]:text-warning',
  danger: 'border-danger/30 bg-danger/8 [&_[data-icon]]:text-danger',
};
