import { Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CopyIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import type { LocationStep_order$key } from '../../../../__generated__/LocationStep_order.graphql';
import { OpenInMapsLink } from '../../../components/OpenInMapsLink';
import { toaster } from '../../../components/toaster';
import { formatCoordinate } from '../../../i18n/format/formatCoordinate';
import { FactList } from '../serviceOrder/FactList';
import type { StepProps } from './NextGuard';
import { StepCard } from './StepCard';

/** The clipboard is there only on secure pages (https, localhost). */
const canCopy = () => typeof navigator !== 'undefined' && typeof navigator.clipboard?.writeText === 'function';

/** Where the device is: its place and position, "Open in maps" to find the way, and the position to copy into a navigation app. */
export function LocationStep({ orderRef }: StepProps<LocationStep_order$key>) {
  const { t, i18n } = useLingui();
  const order = useFragment(
    graphql`
      fragment LocationStep_order on ServiceOrder {
        deviceFacts {
          name
          networkId
          deviceModelTitle
          geo {
            lat
            lon
          }
        }
        device {
          placeName
          geo {
            lat
            lon
          }
        }
        replacement {
          newDevice {
            name
            networkId
            placeName
            geo {
              lat
              lon
            }
          }
        }
      }
    `,
    orderRef,
  );
  // After a replacement the new device stands where the old one stood.
  const replaced = order.replacement?.newDevice ?? null;
  const name = replaced?.name ?? order.deviceFacts.name;
  const networkId = replaced?.networkId ?? order.deviceFacts.networkId;
  const placeName = replaced ? replaced.placeName : order.device?.placeName;
  const geo = replaced?.geo ?? order.device?.geo ?? order.deviceFacts.geo;
  // For the technician's own navigation app: the numbers as every maps app reads them.
  const copyPosition = async ({ lat, lon }: { lat: number; lon: number }) => {
    try {
      await navigator.clipboard.writeText(`${lat.toFixed(5)}, ${lon.toFixed(5)}`);
      toaster.create({ type: 'success', title: t`Position copied` });
    } catch {
      toaster.create({ type: 'error', title: t`The position could not be copied` });
    }
  };
  return (
    <StepCard title={t`Where the device is`}>
      <FactList
        label={t`Location`}
        items={[
          { label: t`Device`, value: name },
          { label: t`Network id`, value: networkId },
          { label: t`Model`, value: order.deviceFacts.deviceModelTitle },
          { label: t`Place`, value: placeName?.trim() ? placeName : '—' },
          { label: t`Latitude`, value: geo ? formatCoordinate(i18n, geo.lat) : '—' },
          { label: t`Longitude`, value: geo ? formatCoordinate(i18n, geo.lon) : '—' },
        ]}
      />
      {geo ? (
        <HStack gap="4" wrap="wrap">
          <OpenInMapsLink geo={geo} fontSize="md" py="2" />
          {canCopy() && (
            <Button variant="outline" size="sm" onClick={() => void copyPosition(geo)}>
              <CopyIcon aria-hidden />
              <Trans>Copy position</Trans>
            </Button>
          )}
        </HStack>
      ) : (
        <Text color="fg.muted">
          <Trans>The device has no position. Ask the dispatcher where it is.</Trans>
        </Text>
      )}
    </StepCard>
  );
}
