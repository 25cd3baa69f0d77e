import type { DatePickerRootProps } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

type Translations = NonNullable<DatePickerRootProps['translations']>;

/**
 * The words of every calendar in the app (the date-range filter's, the due date's), from the main
 * catalog: one wording everywhere, and no area catalog that could load later and reword them.
 * `trigger` names what the calendar picks ("Due date: choose in a calendar").
 */
export function useCalendarTranslations(label: string): Translations {
  const { t } = useLingui();
  return {
    trigger: (open) => (open ? t`Close the calendar` : t`${label}: choose in a calendar`),
    content: t`Calendar`,
    prevTrigger: (view) => (view === 'day' ? t`Previous month` : view === 'month' ? t`Previous year` : t`Previous decade`),
    nextTrigger: (view) => (view === 'day' ? t`Next month` : view === 'month' ? t`Next year` : t`Next decade`),
    viewTrigger: (_view, next) => (next === 'month' ? t`Choose a month` : next === 'year' ? t`Choose a year` : t`Calendar`),
    monthSelect: t`Choose a month`,
    yearSelect: t`Choose a year`,
    clearTrigger: t`Clear the dates`,
    dayCell: ({ valueText: day, unavailable, firstInRange, lastInRange, selected }) =>
      unavailable
        ? t`${day}, not available`
        : firstInRange
          ? t`${day}, start of the range`
          : lastInRange
            ? t`${day}, end of the range`
            : selected
              ? t`${day}, chosen`
              : day,
    weekColumnHeader: t`Week`,
    weekNumberCell: (week) => t`Week ${week}`,
  };
}
