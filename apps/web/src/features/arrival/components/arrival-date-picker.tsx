import { useRef, useState } from 'react';
import { addDays } from 'date-fns';
import { CalendarDays } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { MAX_ARRIVAL_AHEAD_DAYS } from '@arrival/contracts/user';
import { Button } from '../../../components/ui/button';
import { Calendar } from '../../../components/ui/calendar';
import { Input } from '../../../components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { istCalendarDay, startOfTomorrowIst } from '../../../lib/format/airport-time';
import { toIstParts } from '../../../lib/format/ist-clock';
import { AIRPORT_TIME_ZONE } from '../../../lib/format/time-zone';

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

/** A typeable date input with a calendar beside it; days before tomorrow (IST) cannot be picked. */
export function ArrivalDatePicker({ id, value, onChange, onBlur, onPicked, invalid, describedBy }: ArrivalDatePickerProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const picked = useRef(false);
  const firstDay = startOfTomorrowIst(new Date());
  const lastDay = addDays(firstDay, MAX_ARRIVAL_AHEAD_DAYS);
  const selected = istCalendarDay(value);

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
      <Popover open={open} onOpenChange={setOpen}>
        <PopoverTrigger asChild>
          <Button variant="outline" size="icon" aria-label={t`Open calendar`} className="size-11">
            <CalendarDays aria-hidden />
          </Button>
        </PopoverTrigger>
        <PopoverContent
          align="end"
          className="w-auto p-2"
          // The calendar focuses the selected (or first available) day itself.
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => {
            if (!picked.current) return;
            picked.current = false;
            event.preventDefault();
            onPicked();
          }}
        >
          <Calendar
            mode="single"
            required
            autoFocus
            timeZone={AIRPORT_TIME_ZONE}
            selected={selected}
            defaultMonth={selected ?? firstDay}
            startMonth={firstDay}
            endMonth={lastDay}
            disabled={{ before: firstDay }}
            onSelect={(day) => {
              onChange(toIstParts(day).date);
              picked.current = true;
              setOpen(false);
            }}
          />
        </PopoverContent>
      </Popover>
    </div>
  );
}
