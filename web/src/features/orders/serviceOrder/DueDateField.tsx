import { DatePicker, Field, Portal, parseDate, type DateValue } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarIcon } from 'lucide-react';
import { todayAt } from '../../../i18n/format/calendarDay';
import { intlLocale } from '../../../i18n/format/intlLocale';
import { useCalendarTranslations } from '../../../components/dateRange/useCalendarTranslations';

type Props = {
  /** The due day, `YYYY-MM-DD`; '' when cleared. */
  value: string;
  onChange: (day: string) => void;
  /** The viewer's UTC offset: "today" is theirs, as the API counts it. */
  utcOffset: number;
  /** An edited order's due day, kept valid even when it has passed (an overdue order). */
  keep?: string;
  error?: string;
};

const isoDay = (value: DateValue) => `${String(value.year).padStart(4, '0')}-${String(value.month).padStart(2, '0')}-${String(value.day).padStart(2, '0')}`;

/**
 * The due day (spec part 2 §5): typed or picked in a calendar in the interface language, weeks
 * from Monday, earlier days than today unavailable. The API stores the end of that day.
 */
export function DueDateField({ value, onChange, utcOffset, keep, error }: Props) {
  const { t, i18n } = useLingui();
  const today = todayAt(utcOffset);
  const past = value !== '' && value < today && value !== keep;
  const translations = useCalendarTranslations(t`Due date`);
  return (
    <Field.Root invalid={!!error || past || value === ''} required flex="1" minW="0">
      <DatePicker.Root
        w="full"
        locale={intlLocale(i18n)}
        startOfWeek={1}
        min={parseDate(today)}
        value={value ? [parseDate(value)] : []}
        onValueChange={({ value: picked }) => {
          const day = picked[0];
          onChange(day ? isoDay(day) : '');
        }}
        lazyMount
        unmountOnExit
        name="dueDate"
        translations={translations}
      >
        <DatePicker.Label>
          <Trans>Due date</Trans>
          <Field.RequiredIndicator />
        </DatePicker.Label>
        <DatePicker.Control>
          <DatePicker.Input />
          <DatePicker.IndicatorGroup>
            <DatePicker.Trigger>
              <CalendarIcon aria-hidden />
            </DatePicker.Trigger>
          </DatePicker.IndicatorGroup>
        </DatePicker.Control>
        <Portal>
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
      {!error && !past && value !== '' && (
        <Field.HelperText>
          <Trans>Due by the end of that day.</Trans>
        </Field.HelperText>
      )}
      <Field.ErrorText>{error ?? (past ? t`The due date cannot be in the past.` : value === '' ? t`Choose a due date.` : null)}</Field.ErrorText>
    </Field.Root>
  );
}
