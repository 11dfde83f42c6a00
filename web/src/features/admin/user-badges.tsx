import type { PlanName, Role, UserStatus } from '../../api/generated/model';
import { Badge } from '../../components/ui/badge';

const roleLabels: Record<Role, string> = { user: 'User', admin: 'Admin', support: 'Support' };

export function RoleLabel({ role }: { role: Role }) {
  return <Badge tone={role === 'user' ? 'neutral' : 'primary'}>{roleLabels[role] ?? role}</Badge>;
}

export function StatusBadge({ status }: { status: UserStatus }) {
  return status === 'suspended' ? (
    <Badge tone="danger">Suspended</Badge>
  ) : (
    <Badge tone="success">Active</Badge>
  );
}

export function PlanBadge({ plan }: { plan: PlanName }) {
  return <Badge tone={plan === 'Free' ? 'neutral' : 'primary'}>{plan}</Badge>;
}

export function VerifiedBadge({ verified }: { verified: boolean }) {
  return verified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Not verified</Badge>;
}
