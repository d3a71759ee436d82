import type { ReactNode } from 'react';
import { Minus, Plus } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';
import { Button } from './button';

interface QuantityStepperProps {
  value: number;
  min?: number;
  /** Below min (nothing left) both buttons are off. */
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
  /** Names the group for screen readers, e.g. "Quantity of Rose Attar". */
  label?: string;
  /** Stands in for the decrease button at the minimum, e.g. a delete button in the cart. */
  atMinimum?: ReactNode;
  className?: string;
}

/** Whole-number steps between min and max; the value is announced as it changes. */
export function QuantityStepper({
  value,
  min = 1,
  max,
  onChange,
  disabled = false,
  label,
  atMinimum,
  className,
}: QuantityStepperProps) {
  const { t } = useLingui();
  const isAtMinimum = value <= min;
  return (
    <div
      role="group"
      aria-label={label ?? t`Quantity`}
      className={cn('inline-flex items-center gap-1 rounded-xl border bg-card p-1', className)}
    >
      {isAtMinimum && atMinimum ? (
        atMinimum
      ) : (
        <Button
          variant="ghost"
          size="icon"
          className="size-9 max-sm:size-11"
          aria-label={t`Decrease quantity`}
          disabled={disabled || isAtMinimum}
          onClick={() => onChange(Math.max(min, value - 1))}
        >
          <Minus aria-hidden />
        </Button>
      )}
      <output aria-live="polite" className="min-w-8 text-center text-sm font-semibold tabular-nums">
        {value}
      </output>
      <Button
        variant="ghost"
        size="icon"
        className="size-9 max-sm:size-11"
        aria-label={t`Increase quantity`}
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Plus aria-hidden />
      </Button>
    </div>
  );
}
