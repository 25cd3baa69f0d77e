import { Alert, Link, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { ChosenDeviceFactsQuery } from '../../../../__generated__/ChosenDeviceFactsQuery.graphql';
import { formatDateTime } from '../../../i18n/format/formatDateTime';
import { formatNumber } from '../../../i18n/format/formatNumber';
import { devicePath, serviceOrderDetailsPath } from '../../../routing/paths';
import { useLookupLabel } from '../../lookups/useLookupLabel';
import { FactList } from './FactList';
import { isOpenStatus } from './serviceOrderState';
import { useLifecycleWord } from './useLifecycleWord';

/** What the form needs of the chosen device to save the order. */
export type ChosenDevice = { id: string; ownerId: string; modelId: string };

type Props = {
  deviceId: string;
  utcOffset: number;
  /** The order being edited: not counted among the device's other open orders. */
  exceptOrderId: string | null;
  onResolved: (device: ChosenDevice | null) => void;
};

/**
 * The chosen device's facts, read-only (spec part 2 §2): network id, model, owner, status, last seen,
 * location; and a warning, with links, when the device already has other open orders.
 */
export function ChosenDeviceFacts({ deviceId, utcOffset, exceptOrderId, onResolved }: Props) {
  const { t, i18n } = useLingui();
  const label = useLookupLabel();
  const lifecycleWord = useLifecycleWord();
  const data = useLazyLoadQuery<ChosenDeviceFactsQuery>(
    graphql`
      query ChosenDeviceFactsQuery($id: ID!) {
        node(id: $id) {
          ... on Device @alias(as: "device") {
            id
            deviceId
            name
            networkId
            owner {
              id
              name
            }
            deviceModel {
              id
              title
            }
            lifecycle
            lastSeenAt
            placeName
            geo {
              lat
              lon
            }
            serviceOrders(first: 20) {
              edges {
                node {
                  id
                  orderId
                  number
                  status {
                    slug
                    name
                  }
                }
              }
            }
          }
        }
      }
    `,
    { id: deviceId },
    { fetchPolicy: 'store-or-network' },
  );
  const device = data.node?.device ?? null;
  const resolved = device ? { id: device.id, ownerId: device.owner.id, modelId: device.deviceModel.id } : null;
  const key = JSON.stringify(resolved);
  useEffect(() => {
    onResolved(key === 'null' ? null : (JSON.parse(key) as ChosenDevice));
  }, [key, onResolved]);

  if (!device) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>
          <Trans>The device was not found, or you may not see it. Choose another device.</Trans>
        </Alert.Title>
      </Alert.Root>
    );
  }

  const others = (device.serviceOrders?.edges ?? [])
    .map((edge) => edge.node)
    .filter((order) => order.id !== exceptOrderId && isOpenStatus(order.status.slug));
  const openCount = others.length;
  const coordinates = device.geo ? `${formatNumber(i18n, device.geo.lat)}, ${formatNumber(i18n, device.geo.lon)}` : null;
  const location = [device.placeName, coordinates].filter(Boolean).join(' · ');
  const facts = [
    { label: t`Name`, value: (
      <Link asChild color="brand.fg">
        <RouterLink to={devicePath(device.deviceId)}>{device.name}</RouterLink>
      </Link>
    ) },
    { label: t`Network id`, value: device.networkId },
    { label: t`Model`, value: device.deviceModel.title },
    { label: t`Owner`, value: device.owner.name },
    { label: t`Status`, value: lifecycleWord(device.lifecycle) },
    { label: t`Last seen`, value: device.lastSeenAt ? formatDateTime(i18n, device.lastSeenAt, utcOffset) : t`Never` },
    { label: t`Location`, value: location || t`Not placed` },
  ];

  return (
    <Stack gap="3" minW="0">
      <FactList label={t`Device facts`} items={facts} />
      {others.length > 0 && (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {openCount === 1 ? <Trans>This device already has an open service order.</Trans> : <Trans>This device already has {openCount} open service orders.</Trans>}
            </Alert.Title>
            <Alert.Description>
              <List.Root ps="4">
                {others.map((order) => {
                  const number = order.number;
                  const status = label('serviceOrderStatus', { slug: order.status.slug, name: order.status.name });
                  return (
                    <List.Item key={order.id}>
                      <Link asChild color="brand.fg" textDecoration="underline">
                        <RouterLink to={serviceOrderDetailsPath(order.orderId)}>{t`Order ${number}`}</RouterLink>
                      </Link>{' '}
                      <Text as="span" color="fg.muted">
                        ({status})
                      </Text>
                    </List.Item>
                  );
                })}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
    </Stack>
  );
}
