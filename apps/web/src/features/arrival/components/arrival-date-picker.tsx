import { Input } from '../../../components/ui/input';
import { openOnDemand, type OnDemandTriggerProps } from '../../../components/ui/open-on-demand';
import { CalendarButton, type ArrivalCalendarProps } from './calendar-button';

interface ArrivalDatePickerProps {
  id: string;
  /** The IST date as 'yyyy-MM-dd' (or whatever has been typed so far). */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** After a day is picked in the calendar, focus moves on (to the time input). */
  onPicked: () => void;
  invalid?: boolean;
  describedBy?: string;
}

/** The button alone, without the calendar's props. */
function CalendarTrigger({
  value: _value,
  onChange: _onChange,
  onPicked: _onPicked,
  ...trigger
}: ArrivalCalendarProps & OnDemandTriggerProps) {
  return <CalendarButton {...trigger} />;
}

/**
 * The calendar (the day picker, its date arithmetic and the popover's positioning) loads when first
 * opened: the arrival setup and the checkout show the button and the typeable date without waiting for it.
 */
const ArrivalCalendar = openOnDemand<ArrivalCalendarProps>(
  () => import('./arrival-calendar').then((module) => module.ArrivalCalendarPopover),
  CalendarTrigger,
);

/** A typeable date input with a calendar beside it; days before tomorrow (IST) cannot be picked. */
export function ArrivalDatePicker({ id, value, onChange, onBlur, onPicked, invalid, describedBy }: ArrivalDatePickerProps) {
  return (
    <div className="flex gap-2">
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        // eslint-disable-next-line lingui/no-unlocalized-strings -- the date's pattern, as typed in every language
        placeholder="YYYY-MM-DD"
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      <ArrivalCalendar value={value} onChange={onChange} onPicked={onPicked} />
    </div>
  );
}
