import { Boxes } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';

/** /stocks before a category is chosen. */
export function StocksIndexRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Stock Management`} />
      <EmptyState icon={Boxes} title={t`Choose a category`}>
        <Trans>Its products appear here, with their prices, pictures and whether travellers see them.</Trans>
      </EmptyState>
    </>
  );
}
