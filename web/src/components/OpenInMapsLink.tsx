import { Link, type LinkProps } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { ExternalLinkIcon } from 'lucide-react';

/** A position in a maps site (OpenStreetMap: no account or key, works on every phone's browser). */
export const mapsUrl = ({ lat, lon }: { lat: number; lon: number }) => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;

/** "Open in maps" for a device with a position (spec part 2 §2's shared piece), in a new tab. */
export function OpenInMapsLink({ geo, ...rest }: { geo: { lat: number; lon: number } } & Omit<LinkProps, 'href'>) {
  return (
    <Link href={mapsUrl(geo)} target="_blank" rel="noopener noreferrer" fontSize="sm" color="fg.info" {...rest}>
      <ExternalLinkIcon aria-hidden />
      <Trans>Open in maps</Trans>
    </Link>
  );
}
