import { Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { dayPattern } from '../i18n/format/dayPattern';
import { formatDay } from '../i18n/format/formatDay';
import { intlLocale } from '../i18n/format/intlLocale';
import { parseDay } from '../i18n/format/parseDay';
import { LazyDateRangeCalendar } from './dateRange/LazyDateRangeCalendar';
import { describeDayFieldProblem } from './dateRange/describeDayFieldProblem';
import { describeDayRangeProblem } from './dateRange/describeDayRangeProblem';
import { validateDayRange, type DayFieldProblem, type DayRangeProblem } from './dateRange/validateDayRange';

type Props = {
  label: string;
  /** The applied days, `YYYY-MM-DD`; `''` leaves that end open. */
  from: string;
  to: string;
  /** The latest day allowed (`YYYY-MM-DD`): today for filters, tomorrow for the dashboard's custom range. */
  max: string;
  /** Called with a valid range only: an invalid one stays in the fields with its message, unapplied. */
  onChange: (range: { from: string; to: string }) => void;
  /** Both ends must be given. */
  required?: boolean;
  /** The most days the range may span. */
  maxDays?: number;
  /** Told whether the fields hold a valid range, for a form whose Apply must wait for one. */
  onValidityChange?: (valid: boolean) => void;
};

type Ends = { from: string; to: string };
const ENDS = ['from', 'to'] as const;

/**
 * A day range typed in the interface language (dd.mm.åååå, dd/mm/yyyy) or picked in a calendar.
 * What the user types stays as typed until it is a valid range, which is then applied; an invalid
 * date, a reversed range or a day after `max` is refused with a message beside the fields, never
 * cleared or applied without a word.
 */
export function DateRangeFilter({ label, from, to, max, onChange, required = false, maxDays, onValidityChange }: Props) {
  const { t, i18n } = useLingui();
  const ids = useId();
  const locale = intlLocale(i18n);
  const show = (day: string) => (day ? formatDay(i18n, day) : '');
  const [text, setText] = useState<Ends>(() => ({ from: show(from), to: show(to) }));
  // An end's "not written as a date yet" shows once the user leaves it, not on every keystroke.
  const [left, setLeft] = useState({ from: false, to: false });
  const [shown, setShown] = useState({ from, to, locale });
  const limits = { max, required, maxDays };
  const result = validateDayRange(i18n, text, limits);

  // The applied range changed from outside (Clear, the back button) or the language did. A range
  // the fields already name (the one they just applied) leaves the user's typing alone.
  if (shown.from !== from || shown.to !== to || shown.locale !== locale) {
    setShown({ from, to, locale });
    const names = (ends: Ends) => {
      const checked = validateDayRange(i18n, ends, limits);
      return checked.valid && checked.from === from && checked.to === to;
    };
    if (!names(text)) setLeft({ from: false, to: false });
    // A function of the text it lands on (see useFilterDraft): a keystroke React replays before
    // this update is kept when it still names the range.
    const localeChanged = shown.locale !== locale;
    setText((current) => (!names(current) ? { from: show(from), to: show(to) } : localeChanged ? normalise(current) : current));
  }

  useEffect(() => {
    onValidityChange?.(result.valid);
  }, [result.valid, onValidityChange]);

  function normalise(ends: Ends): Ends {
    const one = (value: string) => {
      const parsed = parseDay(i18n, value);
      return parsed.kind === 'day' ? formatDay(i18n, parsed.day) : value;
    };
    return { from: one(ends.from), to: one(ends.to) };
  }

  const update = (next: Ends) => {
    setText(next);
    const checked = validateDayRange(i18n, next, limits);
    if (checked.valid && (checked.from !== from || checked.to !== to)) onChange({ from: checked.from, to: checked.to });
  };
  const leave = (end: 'from' | 'to') => {
    setLeft((l) => ({ ...l, [end]: true }));
    setText((current) => normalise(current));
  };

  const problems: { from?: DayFieldProblem; to?: DayFieldProblem; range?: DayRangeProblem } = result.valid ? {} : result;
  const visible = (end: 'from' | 'to', problem: DayFieldProblem | undefined) =>
    problem && (left[end] || (problem.code !== 'malformed' && problem.code !== 'missing')) ? problem : undefined;
  const fieldProblems = { from: visible('from', problems.from), to: visible('to', problems.to) };
  const messages = [
    ...ENDS.flatMap((end) => {
      const problem = fieldProblems[end];
      return problem ? [describeDayFieldProblem(i18n, end, problem, text[end])] : [];
    }),
    ...(problems.range ? [describeDayRangeProblem(i18n, problems.range)] : []),
  ];
  const errorId = `${ids}-error`;
  const labelId = `${ids}-label`;
  const parsed = (value: string) => {
    const day = parseDay(i18n, value);
    return day.kind === 'day' && day.day <= max ? day.day : null;
  };
  const pattern = dayPattern(i18n);

  const field = (end: 'from' | 'to') => {
    const invalid = Boolean(fieldProblems[end] || problems.range);
    return (
      <Input
        size="sm"
        // The date (ten digits wide) and its hint fit from about 13rem for the pair.
        px="1.5"
        fontVariantNumeric="tabular-nums"
        autoComplete="off"
        spellCheck={false}
        placeholder={pattern}
        value={text[end]}
        aria-label={end === 'from' ? t`${label} from` : t`${label} to`}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? errorId : undefined}
        onChange={(e) => update({ ...text, [end]: e.target.value })}
        onBlur={() => leave(end)}
        onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => e.key === 'Enter' && leave(end)}
      />
    );
  };

  return (
    <Stack
      gap="1.5"
      role="group"
      aria-labelledby={labelId}
      minW="0"
      // A size container for the query below; where nothing else sets its width (a toolbar row), it
      // is as wide as two dates side by side.
      containerType="inline-size"
      css={{ containIntrinsicInlineSize: '14rem' }}
    >
      {/* The calendar button sits on the label's line: beside two dates it would not fit a narrow column. */}
      <HStack justify="space-between" gap="2" h="5">
        <Text id={labelId} fontSize="sm" fontWeight="medium" truncate>
          {label}
        </Text>
        <LazyDateRangeCalendar
          label={label}
          from={parsed(text.from)}
          to={parsed(text.to)}
          max={max}
          onPick={(range) => {
            setLeft({ from: false, to: false });
            update({ from: formatDay(i18n, range.from), to: formatDay(i18n, range.to) });
          }}
        />
      </HStack>
      {/* Side by side while both dates fit, else one above the other (a container query: the
          filter sits in columns of any width). */}
      <Grid
        gridTemplateColumns="minmax(0, 1fr) auto minmax(0, 1fr)"
        alignItems="center"
        columnGap="1.5"
        rowGap="2"
        css={{ '@container (max-width: 13.5rem)': { gridTemplateColumns: '1fr', '& > [data-dash]': { display: 'none' } } }}
      >
        {field('from')}
        <Text as="span" color="fg.muted" aria-hidden data-dash="">
          –
        </Text>
        {field('to')}
      </Grid>
      {/* Polite: announced after the user stops typing, not over each keystroke. */}
      <Stack id={errorId} gap="0.5" aria-live="polite" fontSize="xs" color="fg.error">
        {messages.map((message) => (
          <Text key={message}>{message}</Text>
        ))}
        {messages.length > 0 && <Text color="fg.muted">{t`Not applied until the dates are corrected.`}</Text>}
      </Stack>
    </Stack>
  );
}
