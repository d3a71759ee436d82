import { ChartColumn } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '../../../config/paths';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { preloadChartDrawings } from '../../../components/ui/chart';
import { ErrorState } from '../../../components/ui/error-state';
import { LinkButton } from '../../../components/ui/link-button';
import { PageHeader } from '../../../components/ui/page-header';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLocations } from '../../../lib/api/get-locations';
import { useDashboard } from '../../../features/dashboard/api/get-dashboard';
import { AuditLogPanel } from '../../../features/dashboard/components/audit-log-panel';
import { DashboardCharts } from '../../../features/dashboard/components/dashboard-charts';
import { ExportButtons } from '../../../features/dashboard/components/export-buttons';
import { RefundsPanel } from '../../../features/refunds/components/refunds-panel';
import { LowStockList } from '../../../features/stock/components/low-stock-list';
import { StockTrackingTable } from '../../../features/stock/components/stock-tracking-table';
import { SummaryCards, SummaryCardsSkeleton } from '../../../features/dashboard/components/summary-cards';

// The charts' code downloads while the figures are asked for, not once they are in.
void preloadChartDrawings();

function Overview() {
  const dashboard = useDashboard();
  const locations = useLocations();
  const { t } = useLingui();

  if (dashboard.isPending) {
    return (
      <div role="status" aria-label={t`Loading the dashboard`} className="flex flex-col gap-4">
        <SummaryCardsSkeleton />
        <Skeleton className="h-80 rounded-2xl" />
      </div>
    );
  }
  if (dashboard.isError) return <ErrorState title={dashboard.error.message} onRetry={() => void dashboard.refetch()} />;

  return (
    <div className="flex flex-col gap-4">
      <SummaryCards dashboard={dashboard.data} />
      <RefundsPanel />
      <DashboardCharts dashboard={dashboard.data} locations={locations.data} />
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="text-base">
              <Trans>Low stock</Trans>
            </CardTitle>
            <CardDescription>
              <Trans>On sale with the least left; restock from here</Trans>
            </CardDescription>
          </CardHeader>
          <CardContent>
            <LowStockList rows={dashboard.data.lowStock} />
          </CardContent>
        </Card>
        <AuditLogPanel />
      </div>
    </div>
  );
}

/** /admin-dashboard (SPEC §2 "Admin: stock overview"), with the real figures. */
export function AdminDashboardRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader
        title={t`Dashboard`}
        description={<Trans>Stock and orders across all four airports</Trans>}
        actions={
          <>
            <ExportButtons />
            <LinkButton size="sm" to={paths.admin.stockAnalytics}>
              <ChartColumn aria-hidden />
              <Trans>Go to Analytics</Trans>
            </LinkButton>
          </>
        }
      />
      <div className="flex flex-col gap-4">
        <Overview />
        <StockTrackingTable />
      </div>
    </>
  );
}
