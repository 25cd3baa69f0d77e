import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { DayRangeProblem } from './validateDayRange';

/** The sentence for a range whose ends are each fine but do not fit together. */
export function describeDayRangeProblem(i18n: I18n, problem: DayRangeProblem): string {
  switch (problem.code) {
    case 'reversed':
      return i18n._(msg`The end date is before the start date.`);
    case 'tooLong': {
      const days = problem.maxDays;
      return i18n._(msg`A range can span at most ${days} days.`);
    }
  }
}
