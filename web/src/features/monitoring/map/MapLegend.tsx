import { Box, HStack, Text } from '@chakra-ui/react';
import { Plural, useLingui } from '@lingui/react/macro';
import { MARKER_COLORS, MARKER_TONES } from './mapPoints';
import { useMarkerToneLabels } from './useMarkerToneLabels';

/** What the marker colours mean, and how many devices the map shows. */
export function MapLegend({ deviceCount }: { deviceCount: number }) {
  const { t } = useLingui();
  const labels = useMarkerToneLabels();
  return (
    <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap" fontSize="sm">
      <Text color="fg.muted" role="status">
        <Plural value={deviceCount} one="# device on the map" other="# devices on the map" />
      </Text>
      <HStack as="ul" gap="4" rowGap="1" wrap="wrap" listStyleType="none" m="0" p="0" aria-label={t`Marker colours`}>
        {MARKER_TONES.map((tone) => (
          <HStack as="li" key={tone} gap="1.5">
            <Box boxSize="3" borderRadius="full" bg={MARKER_COLORS[tone]} borderWidth="2px" borderColor="white" boxShadow="0 0 0 1px var(--chakra-colors-border)" aria-hidden />
            <Text>{labels[tone]}</Text>
          </HStack>
        ))}
        <HStack as="li" gap="1.5">
          <Box boxSize="3.5" borderRadius="full" bg="#0f4c5c" borderWidth="2px" borderColor={MARKER_COLORS.error} aria-hidden />
          <Text>{t`Group with errors`}</Text>
        </HStack>
      </HStack>
    </HStack>
  );
}
