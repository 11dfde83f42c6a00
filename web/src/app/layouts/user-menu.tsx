import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Crown, LifeBuoy, LogOut, Settings, UserRound } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { decodeTokenPayload, useStoredToken } from '../../lib/auth-token';
import { initials } from '../../lib/initials';
import { paths } from '../../lib/paths';
import { signOut } from '../../lib/sign-out';

/** Avatar menu of the signed-in shell: settings, upgrade, help and Sign Out. */
export function UserMenu() {
  const token = useStoredToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const payload = token ? decodeTokenPayload(token) : null;
  const label =
    typeof payload?.name === 'string'
      ? payload.name
      : typeof payload?.email === 'string'
        ? payload.email
        : null;
  const letters = initials(label);

  const handleSignOut = () => {
    signOut();
    queryClient.clear();
    navigate(paths.login, { replace: true });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="focus-ring flex items-center gap-1.5 rounded-pill p-0.5 pr-1.5 transition-colors hover:bg-surface-muted"
      >
        <span className="flex size-8 items-center justify-center rounded-full bg-primary/12 text-xs font-semibold text-primary">
          {letters || <UserRound aria-hidden="true" className="size-4" />}
        </span>
        <ChevronDown aria-hidden="true" className="size-4 text-muted" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {label && <DropdownMenuLabel className="truncate">{label}</DropdownMenuLabel>}
        <DropdownMenuItem asChild>
          <Link to={paths.settings}>
            <Settings aria-hidden="true" /> Profile &amp; Settings
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.pricing}>
            <Crown aria-hidden="true" /> Upgrade Plan
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={paths.settingsSupport}>
            <LifeBuoy aria-hidden="true" /> Help &amp; Support
          </Link>
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={handleSignOut}>
          <LogOut aria-hidden="true" /> Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
