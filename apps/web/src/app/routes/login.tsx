import { lazy, Suspense } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { BadgeIndianRupee, Luggage, ShieldCheck, type LucideIcon } from 'lucide-react';
import type { Role } from '@arrival/contracts/common';
import { paths } from '../../config/paths';
import { LoadingScreen } from '../../components/ui/spinner';
import { LoginFlow } from '../../features/auth/components/login-flow';
import { LanguageSwitch } from '../../features/language/components/language-switch';
import { useAuth } from '../providers/auth-provider';
import { ROLE_HOME } from '../access';
import type { LoginRedirectState } from '../guards/require-role';
import { Brand } from '../layouts/components/brand';
import { ThemeMenu } from '../layouts/components/theme-menu';
import { isPathAllowed } from '../route-tree';
import { useIsOnline } from '../../lib/online-status';

// Shown only without a signal, so the order and date code it needs loads then (precached for offline use).
const SavedPickupCodes = lazy(() => import('./saved-pickup-codes').then((module) => ({ default: module.SavedPickupCodes })));

const highlights: { icon: LucideIcon; text: MessageDescriptor }[] = [
  { icon: BadgeIndianRupee, text: msg`Lowest pre-order prices, paid in INR` },
  { icon: Luggage, text: msg`Packed like baggage, ready when you land` },
  { icon: ShieldCheck, text: msg`Handed over only against your 6-digit pickup code` },
];

/** Back to where the guard stopped the person, if their role may go there; else their home. */
export function pathAfterLogin(role: Role, state: unknown) {
  const from = (state as Partial<LoginRedirectState> | null)?.from;
  if (from && typeof from.pathname === 'string' && isPathAllowed(role, from.pathname)) {
    return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
  }
  return ROLE_HOME[role];
}

export function LoginRoute() {
  const { user, isRestoring, signIn } = useAuth();
  const location = useLocation();
  const { t } = useLingui();
  const isOnline = useIsOnline();

  if (isRestoring) return <LoadingScreen className="min-h-dvh" />;
  if (user) return <Navigate to={pathAfterLogin(user.role, location.state)} replace />;

  return (
    <div className="grid min-h-dvh lg:grid-cols-[1.05fr_1fr]">
      <title>{t`Login · Arrival Shop`}</title>
      <section className="relative overflow-hidden bg-linear-to-br from-hero-from to-hero-to px-6 pt-6 pb-24 text-white sm:px-10 lg:flex lg:flex-col lg:justify-between lg:p-14">
        <div aria-hidden className="absolute -top-32 -right-24 size-96 rounded-full bg-accent/20 blur-3xl" />
        <div aria-hidden className="absolute -bottom-40 -left-20 size-96 rounded-full bg-white/10 blur-3xl" />
        <div className="relative flex items-center justify-between">
          <Brand to={paths.login} onDark />
          <div className="flex items-center gap-1">
            <LanguageSwitch onDark />
            <ThemeMenu className="text-white hover:bg-white/10 lg:hidden" />
          </div>
        </div>
        <div className="relative mt-10 max-w-xl lg:mt-0">
          {/* Letters spaced apart break Malayalam's joined letters, so only English is spaced. */}
          <p className="text-xs font-semibold tracking-[0.2em] text-accent uppercase sm:text-sm [&:lang(ml)]:tracking-normal">
            <Trans>Kochi · Thiruvananthapuram · Kozhikode · Kannur</Trans>
          </p>
          <h1 className="mt-4 text-3xl leading-tight font-bold tracking-tight sm:text-5xl">
            <Trans>Shop before you land. Collect on arrival.</Trans>
          </h1>
          <p className="mt-4 text-base leading-relaxed text-white/80 sm:text-lg">
            <Trans>
              Pre-order perfumes, chocolates and home essentials at our lowest prices. We pack them like baggage and hand them
              over at the arrivals counter of Kerala's international airports.
            </Trans>
          </p>
          <ul className="mt-8 hidden flex-col gap-3 sm:flex">
            {highlights.map(({ icon: Icon, text }) => (
              <li key={text.id} className="flex items-center gap-3 text-white/90">
                <span className="flex size-9 items-center justify-center rounded-xl bg-white/10 ring-1 ring-white/15">
                  <Icon aria-hidden className="size-4.5 text-accent" />
                </span>
                {t(text)}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative hidden text-sm text-white/60 lg:block">
          <Trans>Open 24 hours at every arrivals hall.</Trans>
        </p>
      </section>

      <section className="relative flex flex-col items-center px-4 pb-10 sm:px-8 lg:justify-center lg:py-12">
        <ThemeMenu className="absolute top-6 right-6 hidden lg:inline-flex" />
        <div className="-mt-16 w-full max-w-md lg:mt-0">
          {!isOnline && (
            <Suspense fallback={null}>
              <SavedPickupCodes />
            </Suspense>
          )}
          <LoginFlow onLoggedIn={signIn} />
          <nav aria-label={t`Information`} className="mt-6 flex flex-wrap justify-center gap-x-5 gap-y-2 text-sm">
            <Link to={paths.aboutUs} className="text-muted-foreground hover:text-foreground">
              <Trans>About</Trans>
            </Link>
            <Link to={paths.privacyPolicy} className="text-muted-foreground hover:text-foreground">
              <Trans>Privacy</Trans>
            </Link>
            <Link to={paths.termsAndConditions} className="text-muted-foreground hover:text-foreground">
              <Trans>Terms</Trans>
            </Link>
            <Link to={paths.refundPolicy} className="text-muted-foreground hover:text-foreground">
              <Trans>Refunds</Trans>
            </Link>
            <Link to={paths.contact} className="text-muted-foreground hover:text-foreground">
              <Trans>Help</Trans>
            </Link>
          </nav>
        </div>
      </section>
    </div>
  );
}
