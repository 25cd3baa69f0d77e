import { NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
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

/** The cards' window: a preset ending now, or whole days picked in two date inputs. */
export function PeriodPicker({ value, maxDay, onChange }: Props) {
  const { t } = useLingui();
  const label = useLookupLabel();
  const [choice, setChoice] = useState<DashboardPeriodKey>(value.period);
  const [range, setRange] = useState({ from: value.from ?? '', to: value.to ?? '' });
  const valueKey = JSON.stringify(value);
  // What this picker last asked for: when the URL catches up with it (a navigation commits later
  // than the click), the user may already have picked "custom" again, which must stay.
  const emitted = useRef(valueKey);
  useEffect(() => {
    if (valueKey === emitted.current) return;
    emitted.current = valueKey;
    setChoice(value.period);
    if (value.period === 'custom') setRange({ from: value.from ?? '', to: value.to ?? '' });
  }, [valueKey]); // eslint-disable-line react-hooks/exhaustive-deps
  const emit = (period: DashboardPeriod) => {
    emitted.current = JSON.stringify(period);
    onChange(period);
  };


  const choose = (key: DashboardPeriodKey) => {
    setChoice(key);
    if (key !== 'custom') emit({ period: key });
    else if (isValidRange(range.from, range.to, maxDay)) emit({ period: 'custom', ...range });
  };
  // A custom range applies once it is complete; until then the cards keep the previous window.
  const changeRange = (next: { from: string; to: string }) => {
    setRange(next);
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
