import { DatePicker, parseDate, Portal, type DateValue } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState } from 'react';
import { CalendarIcon } from 'lucide-react';
import { intlLocale } from '../../i18n/format/intlLocale';
import { useCalendarTranslations } from './useCalendarTranslations';

type Props = {
  /** The range's name, for the button's accessible name ("Choose Error date in a calendar"). */
  label: string;
  /** The days the typed text names now (`YYYY-MM-DD`), where it names one. */
  from: string | null;
  to: string | null;
  /** The latest day that can be picked. */
  max: string;
  onPick: (range: { from: string; to: string }) => void;
  /** Open on mount: the button was pressed while the calendar was loading (LazyDateRangeCalendar). */
  defaultOpen?: boolean;
};

const isoDay = (value: DateValue) => `${String(value.year).padStart(4, '0')}-${String(value.month).padStart(2, '0')}-${String(value.day).padStart(2, '0')}`;

/**
 * A calendar button that picks a whole range (first click the start, second the end), in the
 * interface language, weeks starting on Monday, days after `max` unavailable. Keyboard: the arrow
 * keys move by day and week, Page Up/Down by month, Enter picks, Escape closes.
 */
export function DateRangeCalendar({ label, from, to, max, onPick, defaultOpen = false }: Props) {
  const { i18n } = useLingui();
  const translations = useCalendarTranslations(label);
  // The start picked while the end is still to come.
  const [pending, setPending] = useState<DateValue[] | null>(null);
  const value = useMemo(() => pending ?? [from, to].flatMap((day) => (day ? [parseDate(day)] : [])), [pending, from, to]);
  // Inside a dialog the calendar opens in it: a dialog hides and traps everything outside itself.
  const [dialog, setDialog] = useState<HTMLElement | null>(null);
  const findDialog = useCallback((element: HTMLDivElement | null) => setDialog(element?.closest<HTMLElement>('[role="dialog"]') ?? null), []);
  const container = useMemo(() => ({ current: dialog }), [dialog]);
  return (
    <DatePicker.Root
      ref={findDialog}
      w="auto"
      flexShrink={0}
      selectionMode="range"
      locale={intlLocale(i18n)}
      startOfWeek={1}
      max={parseDate(max)}
      value={value}
      defaultOpen={defaultOpen}
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end' }}
      onValueChange={({ value: picked }) => {
        const [start, end] = picked;
        if (start && end) {
          setPending(null);
          onPick({ from: isoDay(start), to: isoDay(end) });
        } else setPending(picked);
      }}
      onOpenChange={({ open }) => !open && setPending(null)}
      translations={translations}
    >
      {/* The control is what the calendar is placed against. */}
      <DatePicker.Control w="auto">
        <DatePicker.Trigger color="brand.fg" _hover={{ bg: 'bg.muted' }}>
          <CalendarIcon aria-hidden />
        </DatePicker.Trigger>
      </DatePicker.Control>
      <Portal container={container}>
        <DatePicker.Positioner>
          <DatePicker.Content>
            <DatePicker.View view="day">
              <DatePicker.Header />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <DatePicker.Header />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <DatePicker.Header />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Positioner>
      </Portal>
    </DatePicker.Root>
  );
}
