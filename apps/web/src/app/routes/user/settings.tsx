import { Link } from 'react-router';
import { ChevronRight, FileText, LogOut, ReceiptIndianRupee, ShieldCheck, UserPen, type LucideIcon } from 'lucide-react';
import { paths } from '../../../config/paths';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { useLogout } from '../../use-logout';

const entries: { to: string; label: string; hint: string; icon: LucideIcon }[] = [
  { to: paths.user.profileEdit, label: 'Edit Profile', hint: 'Arrival airport, arrival time and contact details', icon: UserPen },
  { to: paths.privacyPolicy, label: 'Privacy Policy', hint: 'What we keep about you and why', icon: ShieldCheck },
  { to: paths.refundPolicy, label: 'Refund Policy', hint: 'Cancellations and unavailable items', icon: ReceiptIndianRupee },
  { to: paths.user.terms, label: 'Terms & Conditions', hint: 'The rules for ordering and pickup', icon: FileText },
];

const rowClassName =
  'flex w-full items-center gap-4 px-5 py-4 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring';

export function SettingsRoute() {
  const logout = useLogout();

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title="Settings" />
      <Card className="overflow-hidden">
        <ul className="divide-y">
          {entries.map(({ to, label, hint, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className={rowClassName}>
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium">{label}</span>
                  <span className="truncate text-sm text-muted-foreground">{hint}</span>
                </span>
                <ChevronRight aria-hidden className="size-4 text-muted-foreground" />
              </Link>
            </li>
          ))}
          <li>
            <button type="button" onClick={() => void logout()} className={rowClassName}>
              <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-destructive/10 text-destructive">
                <LogOut aria-hidden className="size-5" />
              </span>
              <span className="flex-1 font-medium text-destructive">Logout</span>
            </button>
          </li>
        </ul>
      </Card>
    </div>
  );
}
