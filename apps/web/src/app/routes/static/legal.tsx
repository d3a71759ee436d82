import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Card } from '../../../components/ui/card';
import { PageHeader } from '../../../components/ui/page-header';
import { PrivacyDocument, Prose, RefundDocument, TermsDocument } from '../../../components/legal/legal-documents';

function LegalPage({ title, summary, children }: { title: string; summary: string; children: ReactNode }) {
  return (
    <>
      <PageHeader title={title} description={summary} />
      <Card className="px-5 py-6 sm:px-10 sm:py-10">
        <Prose>{children}</Prose>
      </Card>
    </>
  );
}

export function TermsRoute() {
  const { t } = useLingui();
  return (
    <LegalPage title={t`Terms & Conditions`} summary={t`The rules for ordering with Arrival Shop and collecting at the airport.`}>
      <TermsDocument />
    </LegalPage>
  );
}

export function PrivacyRoute() {
  const { t } = useLingui();
  return (
    <LegalPage title={t`Privacy Policy`} summary={t`What we keep about you, why, and how to have it changed or removed.`}>
      <PrivacyDocument />
    </LegalPage>
  );
}

export function RefundRoute() {
  const { t } = useLingui();
  return (
    <LegalPage title={t`Refund Policy`} summary={t`Cancellations, unavailable items and how refunds reach you.`}>
      <RefundDocument />
    </LegalPage>
  );
}
