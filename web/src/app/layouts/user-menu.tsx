import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, Crown, LifeBuoy, LogOut, Settings } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Avatar } from '../../components/ui/avatar';
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
import { useProfile } from '../../lib/profile';
import { signOut } from '../../lib/sign-out';
import { uiStore } from '../../lib/ui-store';

/** The name the menu shows: the loaded profile's, else what the token carries, while it loads. */
function useDisplayName(): string | null {
  const token = useStoredToken();
  const { profile } = useProfile();
  if (profile) return profile.user.name || profile.user.email;
  const payload = token ? decodeTokenPayload(token) : null;
  if (typeof payload?.name === 'string') return payload.name;
  if (typeof payload?.email === 'string') return payload.email;
  return null;
}

/** Avatar menu of the signed-in shell: settings, upgrade, help and Sign Out. */
export function UserMenu() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const label = useDisplayName();

  // Spec: logout. The server call's failures are ignored; clearing the user resets all UI state.
  const handleSignOut = () => {
    signOut();
    queryClient.clear();
    uiStore.reset();
    navigate(paths.login, { replace: true });
  };

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label="Account menu"
        className="focus-ring flex items-center gap-1.5 rounded-pill p-0.5 pr-1.5 transition-colors hover:bg-surface-muted"
      >
        <Avatar initials={initials(label)} />
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
