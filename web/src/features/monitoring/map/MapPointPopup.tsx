import { Box, Button, CloseButton, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ArrowRightIcon, RefreshCwIcon } from 'lucide-react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { MapPointPopupQuery as MapPointPopupQueryType } from '../../../../__generated__/MapPointPopupQuery.graphql';
import { formatDateTime } from '../../../i18n/format/formatDateTime';
import { describeError } from '../../../relay/describeError';
import { lookupLabel } from '../../lookups/lookupLabel';
import { formatReading } from './formatReading';
import { devicePath } from '../../../routing/paths';

export const MapPointPopupQuery = graphql`
  query MapPointPopupQuery($id: ID!) {
    viewer {
      id
      config {
        utcOffset
      }
    }
    node(id: $id) {
      ... on Device {
        id
        name
        latestMessage {
          time
        }
        latestReadings {
          slug
          name
          unit
          value
        }
      }
    }
  }
`;

type Props = {
  /** The device's global id, whose details are fetched now. */
  deviceId: string;
  /** The device's REST id, for the link to its page. */
  deviceRestId: string;
  /** The name the map already knows, shown while the details load. */
  name: string;
  onClose: () => void;
  /** Where "Go to device" leads; the device's page under /devices unless given. */
  to?: string;
};

/**
 * What a map marker opens: the device's latest readings and message time, fetched when opened (the
 * map itself loads only compact points), and a link to the device. Escape or the close button
 * closes it; focus moves into it so keyboard and screen-reader users land on it.
 */
export function MapPointPopup({ deviceId, deviceRestId, name, onClose, to }: Props) {
  const { t } = useLingui();
  const rootRef = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    // The map attaches the popup's container after this effect runs: focus on the next frame.
    const frame = requestAnimationFrame(() => rootRef.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, [deviceId]);

  return (
    <Stack
      ref={rootRef}
      tabIndex={-1}
      role="dialog"
      aria-label={t`Device ${name}`}
      gap="2"
      minW="220px"
      outline="none"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <HStack justify="space-between" align="flex-start" gap="2">
        <Text fontWeight="semibold" fontSize="md" lineClamp={2} pt="1">
          {name}
        </Text>
        <CloseButton size="xs" onClick={onClose} aria-label={t`Close`} />
      </HStack>
      <ErrorBoundary
        resetKeys={[deviceId, attempt]}
        fallbackRender={({ error }) => (
          <Stack gap="2" role="alert">
            <Text fontSize="sm" color="fg.error">
              {describeError(error)}
            </Text>
            <Button size="xs" variant="outline" alignSelf="flex-start" onClick={() => setAttempt((n) => n + 1)}>
              <RefreshCwIcon aria-hidden /> <Trans>Try again</Trans>
            </Button>
          </Stack>
        )}
      >
        <Suspense
          fallback={
            <HStack gap="2" py="3" color="fg.muted" role="status">
              <Spinner size="sm" />
              <Text fontSize="sm">
                <Trans>Loading readings…</Trans>
              </Text>
            </HStack>
          }
        >
          <DeviceDetails deviceId={deviceId} attempt={attempt} />
        </Suspense>
      </ErrorBoundary>
      <Link asChild fontSize="sm" fontWeight="medium" color="brand.fg" alignSelf="flex-start">
        <RouterLink to={to ?? devicePath(deviceRestId)}>
          <Trans>Go to device</Trans> <ArrowRightIcon aria-hidden />
        </RouterLink>
      </Link>
    </Stack>
  );
}

function DeviceDetails({ deviceId, attempt }: { deviceId: string; attempt: number }) {
  const { i18n } = useLingui();
  const data = useLazyLoadQuery<MapPointPopupQueryType>(
    MapPointPopupQuery,
    { id: deviceId },
    // Readings change all the time: show what the store has at once, then the newest.
    { fetchPolicy: 'store-and-network', fetchKey: attempt },
  );
  const device = data.node;
  if (!device || device.id === undefined) {
    return (
      <Text fontSize="sm" color="fg.muted">
        <Trans>This device could not be found.</Trans>
      </Text>
    );
  }
  const utcOffset = data.viewer?.config.utcOffset ?? 0;
  const readings = device.latestReadings ?? [];
  const latestTime = device.latestMessage?.time;
  const time = latestTime ? formatDateTime(i18n, latestTime, utcOffset) : null;

  return (
    <Stack gap="2">
      {readings.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          <Trans>This device's model has no data units.</Trans>
        </Text>
      ) : (
        <Box as="dl" display="grid" gridTemplateColumns="auto auto" columnGap="4" rowGap="0.5" fontSize="sm" m="0">
          {readings.map((reading) => (
            <Box key={reading.slug} display="contents">
              <Box as="dt" color="fg.muted">
                {lookupLabel(i18n, 'unit', { slug: reading.slug, name: reading.name })}
              </Box>
              <Box as="dd" m="0" textAlign="end" fontVariantNumeric="tabular-nums" color={reading.value == null ? 'fg.muted' : undefined}>
                {formatReading(i18n, { name: reading.name, unit: reading.unit, value: reading.value })}
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <Text fontSize="xs" color="fg.muted">
        {time ? (
          <Trans>Latest message {time}</Trans>
        ) : (
          <Trans>No messages yet</Trans>
        )}
      </Text>
    </Stack>
  );
}
