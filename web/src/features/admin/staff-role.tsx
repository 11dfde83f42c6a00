import { Badge } from '../../components/ui/badge';
import { getTokenRole, useStoredToken } from '../../lib/auth-token';

export type StaffRole = 'admin' | 'support';

/** The signed-in staff member's role from the stored token (what the route guard checks too). */
export function useStaffRole(): StaffRole | null {
  const role = getTokenRole(useStoredToken());
  return role === 'admin' || role === 'support' ? role : null;
}

export const staffRoleLabels: Record<StaffRole, string> = { admin: 'Admin', support: 'Support' };

/** The visible role of whoever is signed in to the admin area. */
export function RoleBadge({ role }: { role: StaffRole | null }) {
  if (!role) return null;
  return (
    <Badge tone={role === 'admin' ? 'primary' : 'success'}>
      <span className="sr-only">Role: </span>
      {staffRoleLabels[role]}
    </Badge>
  );
}
