/** The charts' drawings, with recharts: loaded on demand through `./chart`. */
import { useId } from 'react';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  Tooltip,
  XAxis,
  YAxis,
  type YAxisTickContentProps,
} from 'recharts';
import { cn } from '../../lib/cn';
import { formatNumber } from '../../lib/format/number';
import type { BarsProps, ChartProps } from './chart';

const plain = (value: number) => formatNumber(value);
/** Charts draw themselves in; not for people who asked their device for less motion. */
const animates = () => !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
/** What fits the label column at the axis font size. */
const LABEL_CHARACTERS = 18;
const tick = { fill: 'var(--color-muted-foreground)', fontSize: 12 };
const tooltipStyle = {
  background: 'var(--color-popover)',
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS value
  border: '1px solid var(--color-border)',
  borderRadius: 12,
  color: 'var(--color-popover-foreground)',
  fontSize: 13,
};

function ChartTooltip({ name, formatValue }: { name: string; formatValue: (value: number) => string }) {
  return (
    <Tooltip
      cursor={{ fill: 'var(--color-muted)', stroke: 'var(--color-border)' }}
      contentStyle={tooltipStyle}
      formatter={(value) => [formatValue(Number(value)), name]}
    />
  );
}

/** Values over time, oldest first, as a filled line. */
export function TrendChart({ data, name, formatValue = plain, formatTick = formatValue, className }: ChartProps) {
  // Two charts on one page must not share a gradient; ids from useId carry characters url() rejects.
  const fillId = `trend-${useId().replace(/[^\w-]/g, '')}`;
  return (
    <AreaChart responsive data={data} className={cn('h-60 w-full', className)} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
      <defs>
        <linearGradient id={fillId} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="var(--color-primary)" stopOpacity={0.35} />
          <stop offset="100%" stopColor="var(--color-primary)" stopOpacity={0.02} />
        </linearGradient>
      </defs>
      <CartesianGrid vertical={false} stroke="var(--color-border)" />
      <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={false} minTickGap={24} />
      <YAxis tick={tick} tickLine={false} axisLine={false} width={56} tickFormatter={formatTick} allowDecimals={false} />
      <ChartTooltip name={name} formatValue={formatValue} />
      <Area
        type="monotone"
        dataKey="value"
        name={name}
        stroke="var(--color-primary)"
        strokeWidth={2}
        fill={`url(#${fillId})`}
        isAnimationActive={animates()}
      />
    </AreaChart>
  );
}

/**
 * A bar's name on one line, cut to fit: the axis would otherwise wrap long names into their
 * neighbours. The whole name is its tooltip.
 */
function LabelTick({ x, y, payload }: YAxisTickContentProps) {
  const label = String(payload.value);
  const shown = label.length > LABEL_CHARACTERS ? `${label.slice(0, LABEL_CHARACTERS - 1).trimEnd()}…` : label;
  return (
    <text x={x} y={y} dx={-6} dy={4} textAnchor="end" fill={tick.fill} fontSize={tick.fontSize}>
      <title>{label}</title>
      {shown}
    </text>
  );
}

/** One bar per labelled value; sideways, `height` tall (the placeholder's, worked out by `./chart`). */
export function BarsChart({
  data,
  name,
  formatValue = plain,
  formatTick = formatValue,
  sideways = false,
  color = 'var(--color-primary)',
  className,
  height,
}: BarsProps & { height: number | undefined }) {
  return (
    <BarChart
      responsive
      data={data}
      layout={sideways ? 'vertical' : 'horizontal'}
      className={cn('w-full', !sideways && 'h-60', className)}
      style={height ? { height } : undefined}
      // Sideways bars print their value past the bar's end; the longest bar needs room for it.
      margin={{ top: 8, right: sideways ? 40 : 8, bottom: 0, left: 0 }}
    >
      <CartesianGrid horizontal={!sideways} vertical={sideways} stroke="var(--color-border)" />
      {sideways ? (
        <>
          <XAxis type="number" tick={tick} tickLine={false} axisLine={false} allowDecimals={false} tickFormatter={formatTick} />
          <YAxis type="category" dataKey="label" tick={LabelTick} tickLine={false} axisLine={false} width={150} interval={0} />
        </>
      ) : (
        <>
          <XAxis dataKey="label" tick={tick} tickLine={false} axisLine={false} minTickGap={12} />
          <YAxis tick={tick} tickLine={false} axisLine={false} width={40} allowDecimals={false} tickFormatter={formatTick} />
        </>
      )}
      <ChartTooltip name={name} formatValue={formatValue} />
      <Bar
        dataKey="value"
        name={name}
        fill={color}
        radius={sideways ? [0, 6, 6, 0] : [6, 6, 0, 0]}
        maxBarSize={40}
        isAnimationActive={animates()}
      >
        {/* Sideways bars say their value, so a zero still reads as a number. */}
        {sideways && (
          <LabelList
            dataKey="value"
            position="right"
            fill="var(--color-foreground)"
            fontSize={12}
            formatter={(value) => formatTick(Number(value))}
          />
        )}
      </Bar>
    </BarChart>
  );
}
