import { Link } from 'react-router';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRight, Mail, PackageCheck, Phone, PlaneLanding, ShoppingBag, type LucideIcon } from 'lucide-react';
import { paths } from '../../../config/paths';
import { site } from '../../../config/site';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { useAuth } from '../../providers/auth-provider';
import { ROLE_HOME } from '../../access';

const steps: { icon: LucideIcon; title: MessageDescriptor; text: MessageDescriptor }[] = [
  {
    icon: ShoppingBag,
    title: msg`Order before you fly`,
    text: msg`Log in with a WhatsApp code, tell us your arrival airport and time, and pick perfumes, chocolates and home essentials at our lowest pre-order prices.`,
  },
  {
    icon: PackageCheck,
    title: msg`We pack it like baggage`,
    text: msg`Your order is packed and waiting at the counter when you land. Pay in INR through Razorpay; nothing to carry through security.`,
  },
  {
    icon: PlaneLanding,
    title: msg`Collect on arrival`,
    text: msg`Walk up to the Arrival Shop counter in the arrivals hall and show your 6-digit pickup code. That is all.`,
  },
];

const airports: MessageDescriptor[] = [msg`Kochi (COK)`, msg`Thiruvananthapuram (TRV)`, msg`Kozhikode (CCJ)`, msg`Kannur (CNN)`];

export function AboutRoute() {
  const { user } = useAuth();
  const { t } = useLingui();
  const exploreTo = user ? ROLE_HOME[user.role] : paths.login;

  return (
    <div className="flex flex-col gap-14">
      <title>{t`About · Arrival Shop`}</title>
      <section className="relative overflow-hidden rounded-3xl bg-linear-to-br from-hero-from to-hero-to px-6 py-12 text-white sm:px-12 sm:py-16">
        <div aria-hidden className="absolute -top-24 -right-20 size-72 rounded-full bg-accent/20 blur-3xl" />
        <p className="text-sm font-semibold tracking-widest text-accent uppercase [&:lang(ml)]:tracking-normal">
          <Trans>About us</Trans>
        </p>
        <h1 className="mt-3 max-w-2xl text-3xl font-bold tracking-tight sm:text-5xl">
          <Trans>Your shopping, waiting for you at the arrivals hall.</Trans>
        </h1>
        <p className="mt-4 max-w-xl text-base leading-relaxed text-white/80 sm:text-lg">
          <Trans>
            Arrival Shop is a pre-order service for travellers landing at Kerala's international airports. Order before you fly,
            skip the queues, and collect everything on your way out.
          </Trans>
        </p>
        <Button asChild variant="accent" size="lg" className="mt-8">
          <Link to={exploreTo}>
            <Trans>Explore Now</Trans>
            <ArrowRight aria-hidden />
          </Link>
        </Button>
      </section>

      <section aria-labelledby="how-title">
        <h2 id="how-title" className="text-2xl font-bold tracking-tight">
          <Trans>How it works</Trans>
        </h2>
        <ol className="mt-6 grid gap-4 md:grid-cols-3">
          {steps.map(({ icon: Icon, title, text }, index) => {
            const step = index + 1;
            return (
              <li key={title.id}>
                <Card className="h-full p-6">
                  <div className="flex items-center gap-3">
                    <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary">
                      <Icon aria-hidden className="size-5" />
                    </span>
                    <span className="text-sm font-semibold text-muted-foreground">
                      <Trans>Step {step}</Trans>
                    </span>
                  </div>
                  <h3 className="mt-4 font-semibold">{t(title)}</h3>
                  <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(text)}</p>
                </Card>
              </li>
            );
          })}
        </ol>
      </section>

      <section aria-labelledby="where-title" className="grid gap-6 md:grid-cols-2">
        <div>
          <h2 id="where-title" className="text-2xl font-bold tracking-tight">
            <Trans>Where we are</Trans>
          </h2>
          <p className="mt-3 leading-relaxed text-muted-foreground">
            <Trans>
              Our counters sit in the international arrivals halls of all four airports in Kerala and are open 24 hours a day. You
              must be 18 or older to order.
            </Trans>
          </p>
        </div>
        <ul className="grid gap-3 sm:grid-cols-2">
          {airports.map((airport) => (
            <li key={airport.id} className="rounded-2xl border bg-card px-4 py-3 text-sm font-medium">
              {t(airport)}
            </li>
          ))}
        </ul>
      </section>

      <section id="contact" aria-labelledby="contact-title">
        <Card className="grid gap-6 p-6 sm:p-10 md:grid-cols-[1fr_auto] md:items-center">
          <div>
            <h2 id="contact-title" className="text-2xl font-bold tracking-tight">
              <Trans>Help & Support</Trans>
            </h2>
            <p className="mt-2 max-w-lg leading-relaxed text-muted-foreground">
              <Trans>
                Questions about an order, a refund or your pickup? Write or call us; we answer every day. For an order, please
                include its number.
              </Trans>
            </p>
          </div>
          <address className="flex flex-col gap-3 text-sm not-italic">
            <a href={`mailto:${site.supportEmail}`} className="flex items-center gap-2.5 font-medium hover:text-primary">
              <Mail aria-hidden className="size-4 text-primary" />
              {site.supportEmail}
            </a>
            <a href={`mailto:${site.ordersEmail}`} className="flex items-center gap-2.5 font-medium hover:text-primary">
              <Mail aria-hidden className="size-4 text-primary" />
              {site.ordersEmail}
            </a>
            <a href={site.phoneHref} className="flex items-center gap-2.5 font-medium hover:text-primary">
              <Phone aria-hidden className="size-4 text-primary" />
              {site.phone}
            </a>
          </address>
        </Card>
      </section>
    </div>
  );
}
