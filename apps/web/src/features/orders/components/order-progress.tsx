import { Check } from 'lucide-react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { progressSteps, type OrderStatus } from '@arrival/contracts/orders';
import { cn } from '../../../lib/cn';

const stepLabels: Record<(typeof progressSteps)[number], MessageDescriptor> = {
  CONFIRMED: msg`Confirmed`,
  ACCEPTED: msg`Accepted`,
  PACKED: msg`Packed`,
  DELIVERED: msg`Delivered`,
};

/** The status's place on the bar, or -1 for a status the bar does not show (pending, refunded…). */
export function progressStepIndex(status: OrderStatus) {
  return progressSteps.findIndex((step) => step === status);
}

/** The filled share of the bar: proportional to the step index, from 0 at the first step to 100 at the last. */
export function progressWidthPercent(stepIndex: number) {
  return (Math.max(stepIndex, 0) / (progressSteps.length - 1)) * 100;
}

/** SPEC §4: four steps; every step up to and including the current one is highlighted. */
export function OrderProgress({ status }: { status: OrderStatus }) {
  const { t } = useLingui();
  const current = progressStepIndex(status);

  return (
    <div className="relative">
      {/* Dots sit at the centres of four equal columns, so the bar runs from 12.5% to 87.5%. */}
      <div aria-hidden className="absolute inset-x-[12.5%] top-4 h-1 -translate-y-1/2 rounded-full bg-muted">
        <div
          data-testid="order-progress-fill"
          className="h-full rounded-full bg-primary transition-[width] duration-500"
          style={{ width: `${progressWidthPercent(current)}%` }}
        />
      </div>
      <ol aria-label={t`Order progress`} className="relative grid grid-cols-4">
        {progressSteps.map((step, index) => {
          const isReached = current >= 0 && index <= current;
          const isCurrent = index === current;
          return (
            <li
              key={step}
              aria-current={isCurrent ? 'step' : undefined}
              data-reached={isReached}
              className="flex flex-col items-center gap-2 text-center"
            >
              <span
                aria-hidden
                className={cn(
                  'flex size-8 items-center justify-center rounded-full border-2 bg-card text-xs font-bold transition-colors',
                  isReached ? 'border-primary bg-primary text-primary-foreground' : 'border-input text-muted-foreground',
                  isCurrent && 'ring-4 ring-primary/20',
                )}
              >
                {isReached ? <Check className="size-4" strokeWidth={3} /> : index + 1}
              </span>
              <span
                className={cn(
                  'max-w-full text-xs font-medium break-words sm:text-sm',
                  isReached ? 'text-foreground' : 'text-muted-foreground',
                )}
              >
                {t(stepLabels[step])}
                {isReached && !isCurrent && (
                  <span className="sr-only">
                    {' '}
                    <Trans>(done)</Trans>
                  </span>
                )}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
