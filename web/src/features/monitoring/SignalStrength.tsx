import { Badge, Text, Tooltip } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { bandPalette, showsSignal, signalBand } from './signalBand';

type Props = { value: number | null | undefined; networkType: string; protocol: string };

/** The signal's band as a coloured badge; the measured value in a tooltip. */
export function SignalStrength({ value, networkType, protocol }: Props) {
  const { t } = useLingui();
  if (value == null || !showsSignal(networkType, protocol)) {
    return (
      <Text as="span" color="fg.subtle" aria-label={t`No signal data`}>
        —
      </Text>
    );
  }
  const band = signalBand(value, protocol);
  const label = { excellent: t`Excellent`, good: t`Good`, weak: t`Weak`, bad: t`Bad` }[band];
  return (
    <Tooltip.Root openDelay={200}>
      <Tooltip.Trigger asChild>
        <Badge size="xs" colorPalette={bandPalette[band]} variant="subtle" tabIndex={0} aria-label={t`${label} (${value})`}>
          {label}
        </Badge>
      </Tooltip.Trigger>
      <Tooltip.Positioner>
        <Tooltip.Content>{t`Signal strength: ${value}`}</Tooltip.Content>
      </Tooltip.Positioner>
    </Tooltip.Root>
  );
}
