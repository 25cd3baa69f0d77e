import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment } from 'react-relay';
import type { LocationStep_order$key } from '../../../../__generated__/LocationStep_order.graphql';
import { OpenInMapsLink } from '../../../components/OpenInMapsLink';
import { formatNumber } from '../../../i18n/format/formatNumber';
import { FactList } from '../serviceOrder/FactList';
import type { StepProps } from './NextGuard';
import { StepCard } from './StepCard';

/** Where the device is: its place and position, and "Open in maps" to find the way. */
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
  const coordinate = (value: number) => formatNumber(i18n, Number(value.toFixed(5)));
  return (
    <StepCard title={t`Where the device is`}>
      <FactList
        label={t`Location`}
        items={[
          { label: t`Device`, value: name },
          { label: t`Network id`, value: networkId },
          { label: t`Model`, value: order.deviceFacts.deviceModelTitle },
          { label: t`Place`, value: placeName?.trim() ? placeName : '—' },
          { label: t`Latitude`, value: geo ? coordinate(geo.lat) : '—' },
          { label: t`Longitude`, value: geo ? coordinate(geo.lon) : '—' },
        ]}
      />
      {geo ? (
        <OpenInMapsLink geo={geo} fontSize="md" alignSelf="flex-start" py="2" />
      ) : (
        <Text color="fg.muted">
          <Trans>The device has no position. Ask the dispatcher where it is.</Trans>
        </Text>
      )}
    </StepCard>
  );
}
