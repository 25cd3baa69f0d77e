import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { dayPattern } from '../../i18n/format/dayPattern';
import { formatDay } from '../../i18n/format/formatDay';
import type { DayFieldProblem } from './validateDayRange';

/** The sentence that tells the user what is wrong with one end of a range, in their language. */
export function describeDayFieldProblem(i18n: I18n, end: 'from' | 'to', problem: DayFieldProblem, typed: string): string {
  const pattern = dayPattern(i18n);
  switch (problem.code) {
    case 'missing':
      return end === 'from' ? i18n._(msg`Enter a start date as ${pattern}.`) : i18n._(msg`Enter an end date as ${pattern}.`);
    case 'malformed':
      return end === 'from' ? i18n._(msg`Write the start date as ${pattern}.`) : i18n._(msg`Write the end date as ${pattern}.`);
    case 'invalid': {
      const text = typed.trim();
      return i18n._(msg`${text} is not a valid date.`);
    }
    case 'afterMax': {
      const max = formatDay(i18n, problem.max);
      return end === 'from' ? i18n._(msg`The start date cannot be later than ${max}.`) : i18n._(msg`The end date cannot be later than ${max}.`);
    }
  }
}
