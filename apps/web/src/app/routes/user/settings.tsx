import { Link } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ChevronRight,
  FileText,
  Languages,
  LogOut,
  ReceiptIndianRupee,
  ShieldCheck,
  UserPen,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '../../../config/paths';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { LanguageSwitch } from '../../../features/language/components/language-switch';
import { useLogout } from '../../use-logout';

const entries: { to: string; label: MessageDescriptor; hint: MessageDescriptor; icon: LucideIcon }[] = [
  {
    to: paths.user.profileEdit,
    label: msg`Edit Profile`,
    hint: msg`Arrival airport, arrival time and contact details`,
    icon: UserPen,
  },
  { to: paths.privacyPolicy, label: msg`Privacy Policy`, hint: msg`What we keep about you and why`, icon: ShieldCheck },
  { to: paths.refundPolicy, label: msg`Refund Policy`, hint: msg`Cancellations and unavailable items`, icon: ReceiptIndianRupee },
  { to: paths.user.terms, label: msg`Terms & Conditions`, hint: msg`The rules for ordering and pickup`, icon: FileText },
];

const rowClassName =
  'flex w-full items-center gap-4 px-5 py-4 text-left transition-colors hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring';

export function SettingsRoute() {
  const logout = useLogout();
  const { t } = useLingui();

  return (
    <div className="mx-auto max-w-2xl">
      <PageHeader title={t`Settings`} />
      <Card className="overflow-hidden">
        <ul className="divide-y">
          <li className="flex flex-wrap items-center gap-4 px-5 py-4">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
              <Languages aria-hidden className="size-5" />
            </span>
            {/* The switch drops under its words on a phone rather than squeezing them into a column. */}
            <span className="flex min-w-44 flex-1 flex-col">
              <span className="font-medium">
                <Trans>Language</Trans>
              </span>
              <span className="text-sm text-muted-foreground">
                <Trans>For the app, WhatsApp messages and notifications</Trans>
              </span>
            </span>
            <LanguageSwitch className="max-sm:ml-14" />
          </li>
          {entries.map(({ to, label, hint, icon: Icon }) => (
            <li key={to}>
              <Link to={to} className={rowClassName}>
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">
                  <Icon aria-hidden className="size-5" />
                </span>
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="font-medium">{t(label)}</span>
                  <span className="text-sm text-muted-foreground">{t(hint)}</span>
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
              <span className="flex-1 font-medium text-destructive">
                <Trans>Logout</Trans>
              </span>
            </button>
          </li>
        </ul>
      </Card>
    </div>
  );
}
