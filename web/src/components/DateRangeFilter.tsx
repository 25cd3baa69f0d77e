import { HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

type Props = {
  label: string;
  from: string;
  to: string;
  /** The latest day allowed (YYYY-MM-DD): pickers here never allow future days. */
  max: string;
  onChange: (range: { from: string; to: string }) => void;
};

/** Two native date pickers (from, to): `to` never before `from`, neither after `max`. */
export function DateRangeFilter({ label, from, to, max, onChange }: Props) {
  const { t } = useLingui();
  // A typed day after `max` is dropped: the picker forbids it, keyboard entry must too.
  const clamp = (day: string) => (day && day > max ? '' : day);
  return (
    <Stack gap="1.5" role="group" aria-label={label} minW="0">
      <Text fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <HStack gap="2">
        <Input
          type="date"
          size="sm"
          max={to || max}
          value={from}
          aria-label={t`${label} from`}
          onChange={(e) => onChange({ from: clamp(e.target.value), to })}
        />
        <Text as="span" color="fg.muted" aria-hidden>
          –
        </Text>
        <Input
          type="date"
          size="sm"
          min={from || undefined}
          max={max}
          value={to}
          aria-label={t`${label} to`}
          onChange={(e) => onChange({ from, to: clamp(e.target.value) })}
        />
      </HStack>
    </Stack>
  );
}
