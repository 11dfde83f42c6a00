import { clsx } from 'clsx';
import { Bell, CreditCard, Crown, KeyRound, LifeBuoy, UserRound } from 'lucide-react';
import { NavLink, Outlet } from 'react-router';
import { Card } from '../../components/ui/card';
import { paths } from '../../lib/paths';
import { AccountSummary } from './account-summary';
import { DeleteAccountSection } from './delete-account-dialog';

const sections = [
  { label: 'Personal Information', to: paths.settings, icon: UserRound, end: true },
  { label: 'Password', to: paths.settingsPassword, icon: KeyRound, end: false },
  { label: 'Billing', to: paths.settingsBilling, icon: CreditCard, end: false },
  { label: 'Manage Plan', to: paths.settingsPlan, icon: Crown, end: false },
  { label: 'Notifications', to: paths.settingsNotifications, icon: Bell, end: false },
  { label: 'My Support Tickets', to: paths.settingsSupport, icon: LifeBuoy, end: false },
];

/** /settings and its children: the account summary, side navigation, and the selected section. */
export function SettingsLayout() {
  return (
    <div className="flex flex-col gap-8">
      <Card className="p-6">
        <AccountSummary />
      </Card>
      <div className="grid gap-8 md:grid-cols-[15rem_1fr] md:grid-rows-[auto_1fr]">
        <nav aria-label="Settings" className="flex gap-1 overflow-x-auto md:flex-col md:overflow-visible">
          {sections.map(({ label, to, icon: Icon, end }) => (
            <NavLink
              key={to}
              to={to}
              end={end}
              className={({ isActive }) =>
                clsx(
                  'focus-ring flex items-center gap-2.5 rounded-control px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                  isActive
                    ? 'bg-primary/10 text-primary'
                    : 'text-muted hover:bg-surface-muted hover:text-foreground',
                )
              }
            >
              <Icon aria-hidden="true" className="size-4" />
              {label}
            </NavLink>
          ))}
        </nav>
        <div className="min-w-0 md:col-start-2 md:row-span-2 md:row-start-1">
          <Outlet />
        </div>
        {/* After the section on phones, under the navigation on wide screens. */}
        <div className="border-t border-border pt-6 md:col-start-1 md:row-start-2 md:self-start">
          <DeleteAccountSection />
        </div>
      </div>
    </div>
  );
}
