import { Button, CloseButton, DataList, Dialog, HStack, Portal, Skeleton, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useState } from 'react';
import { HistoryIcon, PlusIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import { formatDateTime } from '../../i18n/format/formatDateTime';
import { ServiceHistoryTable } from './ServiceHistoryTable';
import { newServiceOrderPath } from '../../routing/paths';

export type ServiceDevice = {
  id: string;
  deviceId: string;
  name: string;
  networkId: string;
  owner: string;
  model: string;
  lastSeenAt: string | null | undefined;
};

type Props = { device: ServiceDevice; utcOffset: number; onClose: () => void };

/** The service pop-up: the device's facts, a link to create a service order, and its service history. */
export function ServiceDialog({ device, utcOffset, onClose }: Props) {
  const deviceName = device.name;
  const { t, i18n } = useLingui();
  const [showHistory, setShowHistory] = useState(false);
  const facts = [
    { label: t`Name`, value: device.name },
    { label: t`Network id`, value: device.networkId },
    { label: t`Owner`, value: device.owner },
    { label: t`Device model`, value: device.model },
    { label: t`Last seen`, value: device.lastSeenAt ? formatDateTime(i18n, device.lastSeenAt, utcOffset) : t`Never` },
  ];
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'xl' }} scrollBehavior="inside">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t`Service: ${deviceName}`}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <DataList.Root orientation="horizontal" size="sm">
                  {facts.map((fact) => (
                    <DataList.Item key={fact.label}>
                      <DataList.ItemLabel>{fact.label}</DataList.ItemLabel>
                      <DataList.ItemValue>{fact.value}</DataList.ItemValue>
                    </DataList.Item>
                  ))}
                </DataList.Root>
                <HStack gap="2" wrap="wrap">
                  <Button asChild size="sm" colorPalette="brand">
                    <RouterLink to={newServiceOrderPath({ deviceId: device.deviceId })}>
                      <PlusIcon aria-hidden />
                      <Trans>Create service order</Trans>
                    </RouterLink>
                  </Button>
                  <Button size="sm" variant="outline" onClick={() => setShowHistory((v) => !v)} aria-expanded={showHistory}>
                    <HistoryIcon aria-hidden />
                    {showHistory ? <Trans>Hide service history</Trans> : <Trans>Show service history</Trans>}
                  </Button>
                </HStack>
                {showHistory && (
                  <Suspense fallback={<Skeleton height="32" />}>
                    <ServiceHistoryTable deviceId={device.id} utcOffset={utcOffset} />
                  </Suspense>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">
                  <Trans>Close</Trans>
                </Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

