import { clsx } from 'clsx';
import { Moon, Sun } from 'lucide-react';
import { toggleTheme, useTheme } from '../../lib/theme';

/** Switches between the light (default) and dark theme; the choice is remembered in this browser. */
export function ThemeToggle({ className }: { className?: string }) {
  const theme = useTheme();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      onClick={toggleTheme}
      aria-label={`Switch to ${next} theme`}
      title={`Switch to ${next} theme`}
      className={clsx(
        'focus-ring inline-flex size-9 items-center justify-center rounded-control text-muted transition-colors hover:bg-surface-muted hover:text-foreground',
        className,
      )}
    >
      {theme === 'dark' ? (
        <Sun aria-hidden="true" className="size-[18px]" />
      ) : (
        <Moon aria-hidden="true" className="size-[18px]" />
      )}
    </button>
  );
}
