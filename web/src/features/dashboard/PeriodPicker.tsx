import { NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DateRangeFilter } from '../../components/DateRangeFilter';
import { useLookupLabel } from '../lookups/useLookupLabel';
import { isValidRange, PERIOD_KEYS, type DashboardPeriod, type DashboardPeriodKey } from './dashboardSearchParams';

/** The API's limit for a custom trend window (`TrendPeriod.custom`). */
const CUSTOM_RANGE_MAX_DAYS = 366;

type Props = {
  value: DashboardPeriod;
  /** The latest day a custom range may end on: tomorrow in the user's offset (spec part 1 §5). */
  maxDay: string;
  onChange: (period: DashboardPeriod) => void;
};

type PickerState = {
  /** The applied period (its key) the picker last followed. */
  basedOn: string;
  /** The key of the period this picker last asked for. */
  emitted: string;
  choice: DashboardPeriodKey;
  range: { from: string; to: string };
};

/** The cards' window: a preset ending now, or whole days picked in two date inputs. */
export function PeriodPicker({ value, maxDay, onChange }: Props) {
  const { t } = useLingui();
  const label = useLookupLabel();
  const valueKey = JSON.stringify(value);
  const [state, setState] = useState<PickerState>(() => ({
    basedOn: valueKey,
    emitted: valueKey,
    choice: value.period,
    range: { from: value.from ?? '', to: value.to ?? '' },
  }));
  let shown = state;
  if (state.basedOn !== valueKey) {
    // The applied period changed. Set while rendering (not in an effect), as a function of the state
    // it lands on: the router lands the URL in a transition, which a pick made meanwhile may overtake.
    const follow = (current: PickerState): PickerState =>
      current.basedOn === valueKey
        ? current
        : current.emitted === valueKey
          ? // The URL caught up with what this picker asked for (a navigation commits later than the
            // click): the user may already have picked "custom" again, which must stay.
            { ...current, basedOn: valueKey }
          : // Changed from elsewhere (the back button, a link): show it.
            {
              basedOn: valueKey,
              emitted: valueKey,
              choice: value.period,
              range: value.period === 'custom' ? { from: value.from ?? '', to: value.to ?? '' } : current.range,
            };
    shown = follow(state);
    setState(follow);
  }
  const { choice, range } = shown;
  const emit = (period: DashboardPeriod) => {
    setState((current) => ({ ...current, emitted: JSON.stringify(period) }));
    onChange(period);
  };

  const choose = (key: DashboardPeriodKey) => {
    setState((current) => ({ ...current, choice: key }));
    if (key !== 'custom') emit({ period: key });
    else if (isValidRange(range.from, range.to, maxDay)) emit({ period: 'custom', ...range });
  };
  // A custom range applies once it is complete; until then the cards keep the previous window.
  const changeRange = (next: { from: string; to: string }) => {
    setState((current) => ({ ...current, range: next }));
    if (isValidRange(next.from, next.to, maxDay)) emit({ period: 'custom', ...next });
  };

  return (
    <Stack direction={{ base: 'column', sm: 'row' }} gap="4" align={{ sm: 'flex-end' }} w={{ base: 'full', sm: 'auto' }}>
      <Stack gap="1.5" minW="0">
        <Text asChild fontSize="sm" fontWeight="medium">
          <label htmlFor="dashboard-period">{t`Period`}</label>
        </Text>
        <NativeSelect.Root size="sm" width={{ base: 'full', sm: '48' }}>
          <NativeSelect.Field id="dashboard-period" value={choice} onChange={(e) => choose(e.target.value as DashboardPeriodKey)}>
            {PERIOD_KEYS.map((key) => (
              <option key={key} value={key}>
                {label('trendPeriod', { slug: key, name: key })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Stack>
      {choice === 'custom' && (
        <DateRangeFilter label={t`Custom range`} from={range.from} to={range.to} max={maxDay} required maxDays={CUSTOM_RANGE_MAX_DAYS} onChange={changeRange} />
      )}
    </Stack>
  );
}
