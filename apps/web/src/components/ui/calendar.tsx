import type { ComponentProps } from 'react';
import { DayPicker } from 'react-day-picker';
import 'react-day-picker/style.css';
import { cn } from '../../lib/cn';

/** react-day-picker with our colours (see .rdp-themed in index.css); keyboard and screen-reader support are its own. */
export function Calendar({ className, ...props }: ComponentProps<typeof DayPicker>) {
  return <DayPicker className={cn('rdp-themed text-sm', className)} {...props} />;
}
