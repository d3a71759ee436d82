import type { ReactNode } from 'react';
import { format, parseISO } from 'date-fns';
import type { Dashboard } from '@arrival/contracts/dashboard';
import type { Location } from '@arrival/contracts/locations';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { BarsChart, ChartFigure, TrendChart, type ChartPoint } from '../../../components/ui/chart';
import { formatInr } from '../../../lib/format/money';

const compactInr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  maximumFractionDigits: 1,
});
const dayLabel = (date: string) => format(parseISO(date), 'd MMM');
/** PAYMENT_PENDING -> Payment pending. */
const statusLabel = (status: string) => status.charAt(0) + status.slice(1).toLowerCase().replaceAll('_', ' ');
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
  const revenue = dashboard.revenueByDay.map((day) => ({ label: dayLabel(day.date), value: day.revenue }));
  const orders = dashboard.ordersByDay.map((day) => ({ label: dayLabel(day.date), value: day.orders }));
  const byStatus = dashboard.ordersByStatus.map((entry) => ({ label: statusLabel(entry.status), value: entry.count }));
  // Airport codes keep the axis readable on a phone; the full name is the fallback while airports load.
  const codeOf = (locationId: number, name: string) => locations?.find((location) => location.id === locationId)?.code ?? name;
  const byAirport = dashboard.ordersByLocation.map((entry) => ({
    label: codeOf(entry.locationId, entry.locationName),
    value: entry.orders,
  }));

  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <ChartCard
        title="Revenue"
        description="Paid, less refunds, per day over the last 30 days"
        summary={`Revenue over the last 30 days: ${formatInr(total(revenue))} in total.`}
      >
        <TrendChart data={revenue} name="Revenue" formatValue={formatInr} formatTick={(value) => compactInr.format(value)} />
      </ChartCard>
      <ChartCard
        title="Orders"
        description="Paid orders per day over the last 30 days"
        summary={`Orders over the last 30 days: ${total(orders)} in total.`}
      >
        <BarsChart data={orders} name="Orders" />
      </ChartCard>
      <ChartCard
        title="Orders by status"
        description="Every order, payment pending and expired included"
        summary={`Orders by status: ${byStatus.map((point) => `${point.label} ${point.value}`).join(', ')}.`}
      >
        <BarsChart data={byStatus} name="Orders" sideways color="var(--color-accent)" />
      </ChartCard>
      <ChartCard
        title="Orders by airport"
        description="Paid orders per pickup airport"
        summary={`Orders by airport: ${byAirport.map((point) => `${point.label} ${point.value}`).join(', ')}.`}
      >
        <BarsChart data={byAirport} name="Orders" color="var(--color-success)" />
      </ChartCard>
    </div>
  );
}
