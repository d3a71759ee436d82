import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ChevronUp, Mail, Phone } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { cn } from '../../../lib/cn';
import { Button } from '../../../components/ui/button';
import { Brand } from './brand';

const quickLinks = [
  { to: paths.user.shopping, label: msg`Shopping` },
  { to: paths.user.orderHistory, label: msg`My Orders` },
  { to: paths.user.wishlist, label: msg`Wishlist` },
  { to: paths.user.notifications, label: msg`Notifications` },
  { to: paths.user.deliveryPoints, label: msg`Delivery Points` },
];

const legalLinks = [
  { to: paths.privacyPolicy, label: msg`Privacy Policy` },
  { to: paths.termsAndConditions, label: msg`Terms & Conditions` },
  { to: paths.refundPolicy, label: msg`Cancellation & Refunds` },
];

const supportLinks = [
  { to: paths.contact, label: msg`Help & Support` },
  { to: paths.aboutUs, label: msg`About` },
];

interface FooterLink {
  to: string;
  label: MessageDescriptor;
}

function FooterColumn({ title, links }: { title: string; links: FooterLink[] }) {
  const { t } = useLingui();
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold">{title}</h2>
      <ul className="flex flex-col gap-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-muted-foreground transition-colors hover:text-foreground">
              {t(link.label)}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Collapsed by default so the footer never competes with the screen above it (SPEC §2). */
export function SiteFooter({ showQuickLinks, homePath }: { showQuickLinks: boolean; homePath: string }) {
  const [isOpen, setIsOpen] = useState(false);
  const detailsId = useId();
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const brand = site.name;

  return (
    <footer className="border-t bg-card/60">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-8">
        <p className="text-xs whitespace-nowrap text-muted-foreground">
          <Trans comment="The copyright line; the brand stays in Latin letters">
            © {year} {brand}
          </Trans>
        </p>
        <Button
          variant="ghost"
          size="sm"
          // Lets a longer translation wrap to two lines on a phone instead of pushing past the screen.
          className="h-auto min-h-9 min-w-0 shrink py-1 text-start whitespace-normal max-sm:h-auto max-sm:min-h-11"
          aria-expanded={isOpen}
          aria-controls={detailsId}
          onClick={() => setIsOpen((open) => !open)}
        >
          <Trans>Help, legal & contact</Trans>
          <ChevronUp aria-hidden className={cn('transition-transform', !isOpen && 'rotate-180')} />
        </Button>
      </div>
      <div id={detailsId} hidden={!isOpen} className="max-h-[1000px] overflow-y-auto border-t">
        <div
          className={cn(
            'mx-auto grid max-w-6xl gap-8 px-4 py-8 sm:grid-cols-2 sm:px-8',
            showQuickLinks ? 'lg:grid-cols-[1.4fr_1fr_1fr_1.3fr]' : 'lg:grid-cols-[1.4fr_1fr_1.3fr]',
          )}
        >
          <div className="flex flex-col gap-3">
            <Brand to={homePath} />
            <p className="max-w-xs text-sm leading-relaxed text-muted-foreground">
              <Trans>
                Pre-order at our lowest prices before you fly. We pack your goods like baggage and hand them over at the arrivals
                counter of Kerala's international airports.
              </Trans>
            </p>
          </div>
          {showQuickLinks && <FooterColumn title={t`Quick Links`} links={quickLinks} />}
          <FooterColumn title={t`Legal`} links={legalLinks} />
          <div className="flex flex-col gap-4">
            <FooterColumn title={t`Support`} links={supportLinks} />
            <address className="flex flex-col gap-2 text-sm not-italic">
              <span className="font-medium">
                <Trans>Contact Us</Trans>
              </span>
              {[site.supportEmail, site.ordersEmail].map((email) => (
                <a
                  key={email}
                  href={`mailto:${email}`}
                  className="flex items-center gap-2 text-muted-foreground hover:text-foreground"
                >
                  <Mail aria-hidden className="size-4" />
                  {email}
                </a>
              ))}
              <a href={site.phoneHref} className="flex items-center gap-2 text-muted-foreground hover:text-foreground">
                <Phone aria-hidden className="size-4" />
                {site.phone}
              </a>
            </address>
          </div>
        </div>
      </div>
    </footer>
  );
}
