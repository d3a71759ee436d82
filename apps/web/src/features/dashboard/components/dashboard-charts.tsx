import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import { parseISO } from 'date-fns';
import { orderStatusSchema } from '@arrival/contracts/orders';
import type { Dashboard } from '@arrival/contracts/dashboard';
import type { Location } from '@arrival/contracts/locations';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { BarsChart, ChartFigure, TrendChart, type ChartPoint } from '../../../components/ui/chart';
import { formatCompactInr, formatInr } from '../../../lib/format/money';
import { formatNumber } from '../../../lib/format/number';
import { formatStatus } from '../../../lib/format/order-text';
import { currentIntlLocale } from '../../../lib/i18n/i18n';

/** A day on the axis in the language on screen: 5 Nov. */
const dayLabel = (date: string) =>
  new Intl.DateTimeFormat(currentIntlLocale(), { day: 'numeric', month: 'short' }).format(parseISO(date));
/** PAYMENT_PENDING -> Payment pending (in Malayalam, the status's own words). */
function statusLabel(status: string) {
  const parsed = orderStatusSchema.safeParse(status);
  const words = parsed.success ? formatStatus(parsed.data) : status.replaceAll('_', ' ');
  return words.charAt(0) + words.slice(1).toLowerCase();
}
const total = (points: ChartPoint[]) => points.reduce((sum, point) => sum + point.value, 0);

function ChartCard({
  title,
  description,
  summary,
  children,
}: {
  title: string;
  description: string;
  summary: string;
  children: ReactNode;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <ChartFigure summary={summary}>{children}</ChartFigure>
      </CardContent>
    </Card>
  );
}

/** Revenue and orders over the last 30 days, orders by status and by airport. */
export function DashboardCharts({ dashboard, locations }: { dashboard: Dashboard; locations: Location[] | undefined }) {
  const { t } = useLingui();
  const revenue = dashboard.revenueByDay.map((day) => ({ label: dayLabel(day.date), value: day.revenue }));
  const orders = dashboard.ordersByDay.map((day) => ({ label: dayLabel(day.date), value: day.orders }));
  const byStatus = dashboard.ordersByStatus.map((entry) => ({ label: statusLabel(entry.status), value: entry.count }));
  // Airport codes keep the axis readable on a phone; the full name is the fallback while airports load.
  const codeOf = (locationId: number, name: string) => locations?.find((location) => location.id === locationId)?.code ?? name;
  const byAirport = dashboard.ordersByLocation.map((entry) => ({
    label: codeOf(entry.locationId, entry.locationName),
    value: entry.orders,
  }));

  const totalRevenue = formatInr(total(revenue));
  const totalOrders = formatNumber(total(orders));
  const statusCounts = byStatus.map((point) => `${point.label} ${formatNumber(point.value)}`).join(', ');
  const airportCounts = byAirport.map((point) => `${point.label} ${formatNumber(point.value)}`).join(', ');
  const ordersName = t`Orders`;

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ChartCard
        title={t`Revenue`}
        description={t`Paid, less refunds, per day over the last 30 days`}
        summary={t`Revenue over the last 30 days: ${totalRevenue} in total.`}
      >
        <TrendChart data={revenue} name={t`Revenue`} formatValue={formatInr} formatTick={formatCompactInr} />
      </ChartCard>
      <ChartCard
        title={t`Orders`}
        description={t`Paid orders per day over the last 30 days`}
        summary={t`Orders over the last 30 days: ${totalOrders} in total.`}
      >
        <BarsChart data={orders} name={ordersName} />
      </ChartCard>
      <ChartCard
        title={t`Orders by status`}
        description={t`Every order, payment pending and expired included`}
        summary={t`Orders by status: ${statusCounts}.`}
      >
        <BarsChart data={byStatus} name={ordersName} sideways color="var(--color-accent)" />
      </ChartCard>
      <ChartCard
        title={t`Orders by airport`}
        description={t`Paid orders per pickup airport`}
        summary={t`Orders by airport: ${airportCounts}.`}
      >
        <BarsChart data={byAirport} name={ordersName} color="var(--color-success)" />
      </ChartCard>
    </div>
  );
}
