import { Trans, useLingui } from '@lingui/react/macro';
import { ErrorState } from '../../../components/ui/error-state';
import { PageHeader } from '../../../components/ui/page-header';
import { LoadingScreen } from '../../../components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { useLocations } from '../../../lib/api/get-locations';
import { LocationStockPanel } from '../../../features/stock/components/location-stock-panel';

function AirportTabs() {
  const locations = useLocations();
  const { t } = useLingui();
  if (locations.isPending) return <LoadingScreen />;
  if (locations.isError) return <ErrorState title={t`Error fetching locations`} onRetry={() => void locations.refetch()} />;
  const [first] = locations.data;
  if (!first) return <ErrorState title={t`No stock data available`} />;

  return (
    <Tabs defaultValue={String(first.id)}>
      {/* Four full airport names do not fit beside the sidebar: the tabs show city and code (the code
          alone on a phone) and carry the full name for screen readers and on hover. */}
      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabsList>
          {locations.data.map((location) => (
            <TabsTrigger key={location.id} value={String(location.id)} aria-label={location.name} title={location.name} lang="en">
              <span className="sm:hidden">{location.code}</span>
              <span className="max-sm:hidden">
                {location.city} ({location.code})
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
      {locations.data.map((location) => (
        <TabsContent key={location.id} value={String(location.id)}>
          <LocationStockPanel location={location} />
        </TabsContent>
      ))}
    </Tabs>
  );
}

/** /stock-analytics (SPEC §2): one tab per airport, the first open. */
export function StockAnalyticsRoute() {
  const { t } = useLingui();
  return (
    <>
      <PageHeader title={t`Stock Analytics`} description={<Trans>Stock left at each airport, lowest first</Trans>} />
      <AirportTabs />
    </>
  );
}
