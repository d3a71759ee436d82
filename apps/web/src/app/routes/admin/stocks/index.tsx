import { Boxes } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';

/** /stocks before a category is chosen. */
export function StocksIndexRoute() {
  return (
    <>
      <PageHeader title="Stock Management" />
      <EmptyState icon={Boxes} title="Choose a category">
        Its products appear here, with their prices, pictures and whether travellers see them.
      </EmptyState>
    </>
  );
}
