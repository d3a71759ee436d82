import type { ComponentProps } from 'react';
import { CalendarDays } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { Button } from '../../../components/ui/button';

/** What the calendar needs of the field: the day shown, where a picked day goes, and what follows the pick. */
export interface ArrivalCalendarProps {
  value: string;
  onChange: (value: string) => void;
  onPicked: () => void;
}

/** The calendar's button: drawn alone until first pressed, then as the calendar popover's trigger. */
export function CalendarButton(props: ComponentProps<'button'>) {
  const { t } = useLingui();
  return (
    <Button
      variant="outline"
      size="icon"
      aria-label={t`Open calendar`}
      aria-haspopup="dialog"
      aria-expanded={false}
      className="size-11"
      {...props}
    >
      <CalendarDays aria-hidden />
    </Button>
  );
}
