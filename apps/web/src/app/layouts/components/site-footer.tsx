import { useId, useState } from 'react';
import { Link } from 'react-router';
import { ChevronUp, Mail, Phone } from 'lucide-react';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { cn } from '../../../lib/cn';
import { Button } from '../../../components/ui/button';
import { Brand } from './brand';

const quickLinks = [
  { to: paths.user.shopping, label: 'Shopping' },
  { to: paths.user.orderHistory, label: 'My Orders' },
  { to: paths.user.wishlist, label: 'Wishlist' },
  { to: paths.user.notifications, label: 'Notifications' },
  { to: paths.user.deliveryPoints, label: 'Delivery Points' },
];

const legalLinks = [
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
  { to: paths.termsAndConditions, label: 'Terms & Conditions' },
  { to: paths.refundPolicy, label: 'Cancellation & Refunds' },
];

const supportLinks = [
  { to: paths.contact, label: 'Help & Support' },
  { to: paths.aboutUs, label: 'About' },
];

function FooterColumn({ title, links }: { title: string; links: { to: string; label: string }[] }) {
  return (
    <div>
      <h2 className="mb-3 text-sm font-semibold">{title}</h2>
      <ul className="flex flex-col gap-2 text-sm">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-muted-foreground transition-colors hover:text-foreground">
              {link.label}
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

  return (
    <footer className="border-t bg-card/60">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3 px-4 py-3 sm:px-8">
        <p className="text-xs whitespace-nowrap text-muted-foreground">
          © {new Date().getFullYear()} {site.name}
        </p>
        <Button
          variant="ghost"
          size="sm"
          aria-expanded={isOpen}
          aria-controls={detailsId}
          onClick={() => setIsOpen((open) => !open)}
        >
          Help, legal & contact
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
              Pre-order at our lowest prices before you fly. We pack your goods like baggage and hand them over at the arrivals
              counter of Kerala's international airports.
            </p>
          </div>
          {showQuickLinks && <FooterColumn title="Quick Links" links={quickLinks} />}
          <FooterColumn title="Legal" links={legalLinks} />
          <div className="flex flex-col gap-4">
            <FooterColumn title="Support" links={supportLinks} />
            <address className="flex flex-col gap-2 text-sm not-italic">
              <span className="font-medium">Contact Us</span>
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
