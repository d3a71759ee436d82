import { Component, lazy, Suspense, type CSSProperties, type ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import { cn } from '../../lib/cn';
import { Skeleton } from './skeleton';

export interface ChartPoint {
  label: string;
  value: number;
}

export interface ChartProps {
  data: ChartPoint[];
  /** What the values are, for the tooltip: "Orders", "Revenue". */
  name: string;
  formatValue?: (value: number) => string;
  /** The axis's shorter wording of a value; formatValue when absent. */
  formatTick?: (value: number) => string;
  className?: string;
}

export interface BarsProps extends ChartProps {
  /** Bars grow sideways with their labels down the left: best for long names and many bars. */
  sideways?: boolean;
  color?: string;
}

/** Sideways bars need a line for every label, so the chart grows with the data. */
const sidewaysBarsHeight = (bars: number) => Math.max(160, bars * 34 + 32);

/**
 * The drawings' code, recharts (some 100 KB gzip, more than the rest of a screen), loads apart from the
 * screen. A screen with charts asks for it as it opens, so it downloads beside the screen's data; a plain
 * import, which the browser fetches once.
 */
export const preloadChartDrawings = () => import('./chart-drawing');
const TrendDrawing = lazy(async () => ({ default: (await preloadChartDrawings()).TrendChart }));
const BarsDrawing = lazy(async () => ({ default: (await preloadChartDrawings()).BarsChart }));

/**
 * A chart with its meaning in words: the caption is what a screen reader announces and what
 * remains when the drawing cannot be seen.
 */
export function ChartFigure({ summary, children, className }: { summary: string; children: ReactNode; className?: string }) {
  return (
    <figure className={cn('w-full', className)}>
      {children}
      <figcaption className="sr-only">{summary}</figcaption>
    </figure>
  );
}

/**
 * Where a drawing goes: a placeholder of its size until its code is in, and a note in its place if that
 * code cannot load (the network lost on the way), so the screen around it stays.
 */
class DrawingSlot extends Component<{ className: string; style?: CSSProperties; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    const { className, style, children } = this.props;
    if (this.state.failed) {
      return (
        <p
          className={cn(
            'flex items-center justify-center rounded-xl bg-muted p-4 text-center text-sm text-muted-foreground',
            className,
          )}
          style={style}
        >
          <Trans>This chart could not load. Reload the page to see it.</Trans>
        </p>
      );
    }
    return <Suspense fallback={<Skeleton data-chart-placeholder className={className} style={style} />}>{children}</Suspense>;
  }
}

/** Values over time, oldest first, as a filled line. */
export function TrendChart(props: ChartProps) {
  return (
    <DrawingSlot className={cn('h-60 w-full', props.className)}>
      <TrendDrawing {...props} />
    </DrawingSlot>
  );
}

/** One bar per labelled value. */
export function BarsChart(props: BarsProps) {
  const height = props.sideways ? sidewaysBarsHeight(props.data.length) : undefined;
  return (
    <DrawingSlot className={cn('w-full', !props.sideways && 'h-60', props.className)} style={height ? { height } : undefined}>
      <BarsDrawing {...props} height={height} />
    </DrawingSlot>
  );
}
