import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCoordinate } from '../../i18n/format/formatCoordinate';

/**
 * A position as latitude and longitude, each named: in Danish the decimal mark is a comma, so
 * "56,15, 10,17" would not say where one number ends.
 */
export function GeoText({ geo }: { geo: { readonly lat: number; readonly lon: number } | null | undefined }) {
  const { i18n } = useLingui();
  if (!geo) {
    return (
      <Text as="span" color="fg.muted">
        <Trans>Not placed</Trans>
      </Text>
    );
  }
  const lat = formatCoordinate(i18n, geo.lat);
  const lon = formatCoordinate(i18n, geo.lon);
  return (
    <Text as="span" fontSize="sm" fontVariantNumeric="tabular-nums">
      <Trans>
        Lat {lat} · Lon {lon}
      </Trans>
    </Text>
  );
}
