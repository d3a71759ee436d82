import type { ComponentProps } from 'react';
import { DayPicker, type DayPickerProps } from 'react-day-picker';
import { t } from '@lingui/core/macro';
import 'react-day-picker/style.css';
import { cn } from '../../lib/cn';
import { currentIntlLocale } from '../../lib/i18n/i18n';
import { useLanguage } from '../../lib/i18n/use-language';

/**
 * Month, weekday and day names, and the buttons' names, in the language on screen. The picker's own
 * texts are English (its date-fns locales have no Malayalam), so they are written with Intl instead,
 * in the picker's time zone so a day is named as it is shown.
 */
function translated(timeZone: string | undefined): Pick<DayPickerProps, 'formatters' | 'labels'> {
  const locale = currentIntlLocale();
  const monthYear = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone });
  const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone });
  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone });
  const fullDate = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone });
  return {
    formatters: {
      formatCaption: (month) => monthYear.format(month),
      formatWeekdayName: (weekday) => weekdayShort.format(weekday),
    },
    labels: {
      labelGrid: (month) => monthYear.format(month),
      labelWeekday: (weekday) => weekdayLong.format(weekday),
      labelNext: () => t`Go to the Next Month`,
      labelPrevious: () => t`Go to the Previous Month`,
      labelDayButton: (date, modifiers) => {
        const day = fullDate.format(date);
        const named = modifiers.today ? t`Today, ${day}` : day;
        return modifiers.selected ? t`${named}, selected` : named;
      },
    },
  };
}

/** react-day-picker with our colours (see .rdp-themed in index.css); keyboard and screen-reader support are its own. */
export function Calendar({ className, ...props }: ComponentProps<typeof DayPicker>) {
  const language = useLanguage();
  return (
    <DayPicker
      className={cn('rdp-themed text-sm', className)}
      {...(language === 'en' ? {} : translated(props.timeZone))}
      {...props}
    />
  );
}
