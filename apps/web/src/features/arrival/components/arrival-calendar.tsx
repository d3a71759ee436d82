import { useRef, useState } from 'react';
import { addDays } from 'date-fns';
import { MAX_ARRIVAL_AHEAD_DAYS } from '@arrival/contracts/user';
import { Calendar } from '../../../components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover';
import { istCalendarDay, startOfTomorrowIst } from '../../../lib/format/airport-time';
import { toIstParts } from '../../../lib/format/ist-clock';
import { AIRPORT_TIME_ZONE } from '../../../lib/format/time-zone';
import { CalendarButton, type ArrivalCalendarProps } from './calendar-button';

/** The arrival date's calendar once opened (see ArrivalDatePicker); days before tomorrow (IST) cannot be picked. */
export function ArrivalCalendarPopover({
  value,
  onChange,
  onPicked,
  defaultOpen = false,
}: ArrivalCalendarProps & { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const picked = useRef(false);
  const firstDay = startOfTomorrowIst(new Date());
  const lastDay = addDays(firstDay, MAX_ARRIVAL_AHEAD_DAYS);
  const selected = istCalendarDay(value);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <CalendarButton />
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
  );
}
