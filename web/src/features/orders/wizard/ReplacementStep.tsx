import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowRightIcon, ScanLineIcon } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { fetchQuery, graphql, useFragment, useMutation, useRelayEnvironment } from 'react-relay';
import type { ReplacementStep_order$key } from '../../../../__generated__/ReplacementStep_order.graphql';
import type { ReplacementStepMutation } from '../../../../__generated__/ReplacementStepMutation.graphql';
import type { ReplacementStepScanQuery } from '../../../../__generated__/ReplacementStepScanQuery.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DeviceSearchPicker } from '../../../components/picker/DeviceSearchPicker';
import { toaster } from '../../../components/toaster';
import { formatDateTime } from '../../../i18n/format/formatDateTime';
import { LimitedTextarea } from '../serviceOrder/LimitedTextarea';
import { refusalText } from '../serviceOrder/refusalText';
import { canScanBarcodes } from './canScanBarcodes';
import type { StepProps } from './NextGuard';
import { StepCard } from './StepCard';

// The camera scanner comes only to those who open it.
const BarcodeScanDialog = lazy(() => import('./BarcodeScanDialog').then((m) => ({ default: m.BarcodeScanDialog })));

const NOTE_MAX = 2000;

/**
 * Replacing the device by one in stock of the same model and owner (spec part 2 §4, §7): typed
 * (serial number or network id, searched on the server) or scanned, confirmed, done in one step on
 * the server. Once made it shows old → new and cannot be made again; skipped, with a note, when the
 * service step said no replacement is needed.
 */
export function ReplacementStep({ orderRef, setGuard, utcOffset }: StepProps<ReplacementStep_order$key>) {
  const { t, i18n } = useLingui();
  const environment = useRelayEnvironment();
  const order = useFragment(
    graphql`
      fragment ReplacementStep_order on ServiceOrder {
        id
        replacementAllowed
        owner {
          id
        }
        deviceFacts {
          name
          networkId
          deviceModelTitle
        }
        device {
          deviceModel {
            id
          }
        }
        replacement {
          createdAt
          note
          oldDevice {
            name
            networkId
          }
          newDevice {
            name
            networkId
          }
        }
      }
    `,
    orderRef,
  );
  const [chosen, setChosen] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [scanning, setScanning] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [commit, replacing] = useMutation<ReplacementStepMutation>(graphql`
    mutation ReplacementStepMutation($input: ReplaceServiceOrderDeviceInput!) {
      replaceServiceOrderDevice(input: $input) {
        serviceOrder {
          id
          replacement {
            taskId
            createdAt
            createdByName
            note
            oldDevice {
              id
              deviceId
              name
              networkId
            }
            newDevice {
              id
              deviceId
              name
              networkId
              serialNumber
              placeName
              geo {
                lat
                lon
              }
            }
          }
        }
      }
    }
  `);

  const done = order.replacement;
  const needed = order.replacementAllowed === true;
  const owners = [order.owner.id];
  const models = order.device ? [order.device.deviceModel.id] : [];

  const made = done !== null;
  useEffect(() => {
    setGuard(() => {
      if (needed && !made) {
        toaster.create({ type: 'error', title: t`Replace the device first`, description: t`Or go back to the service step and say that no replacement is needed.` });
        return false;
      }
      return true;
    });
    return () => setGuard(null);
  }, [setGuard, t, needed, made]);

  const onScanned = async (code: string) => {
    setScanning(false);
    // The code is the device's serial number or network id: find it among the devices that fit.
    const data = await fetchQuery<ReplacementStepScanQuery>(
      environment,
      graphql`
        query ReplacementStepScanQuery($search: String!, $organizationIds: [ID!], $deviceModelIds: [ID!]) {
          deviceSearch(search: $search, organizationIds: $organizationIds, deviceModelIds: $deviceModelIds, lifecycles: [IN_STOCK], first: 2) {
            edges {
              node {
                id
              }
            }
          }
        }
      `,
      { search: code, organizationIds: owners, deviceModelIds: models.length > 0 ? models : null },
      { fetchPolicy: 'network-only' },
    )
      .toPromise()
      .catch(() => null);
    const found = data?.deviceSearch.edges ?? [];
    if (found.length === 1) setChosen([found[0]!.node.id]);
    else toaster.create({ type: 'error', title: t`No device in stock matches “${code}”`, description: t`Type its serial number or network id instead.` });
  };

  const replace = () => {
    const newDeviceId = chosen[0];
    if (!newDeviceId) return;
    setRefusal(null);
    commit({
      variables: { input: { serviceOrderId: order.id, newDeviceId, ...(note.trim() ? { note: note.trim() } : {}) } },
      onCompleted: () => {
        setConfirming(false);
        toaster.create({ type: 'success', title: t`The device was replaced` });
      },
      onError: (error) => {
        setConfirming(false);
        setRefusal(refusalText(error));
      },
    });
  };

  if (done) {
    const when = formatDateTime(i18n, done.createdAt, utcOffset);
    return (
      <StepCard title={t`The device was replaced`}>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }} data-testid="replacement-done">
          <Stack gap="0" flex="1" borderWidth="1px" borderRadius="l2" p="3">
            <Text fontSize="xs" color="fg.muted">
              <Trans>Taken down</Trans>
            </Text>
            <Text fontWeight="medium">{done.oldDevice?.name ?? '—'}</Text>
            <Text fontSize="sm" color="fg.muted">
              {done.oldDevice?.networkId}
            </Text>
          </Stack>
          {/* Down on a phone, where the two stand one above the other. */}
          <HStack justify="center" color="fg.muted" aria-hidden transform={{ base: 'rotate(90deg)', sm: 'none' }}>
            <ArrowRightIcon />
          </HStack>
          <Stack gap="0" flex="1" borderWidth="1px" borderRadius="l2" p="3" borderColor="border.success">
            <Text fontSize="xs" color="fg.muted">
              <Trans>Installed instead</Trans>
            </Text>
            <Text fontWeight="medium">{done.newDevice?.name ?? '—'}</Text>
            <Text fontSize="sm" color="fg.muted">
              {done.newDevice?.networkId}
            </Text>
          </Stack>
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          <Trans>Replaced {when}. The next steps are about the new device.</Trans>
        </Text>
        {done.note && <Text whiteSpace="pre-wrap">{done.note}</Text>}
      </StepCard>
    );
  }

  if (!needed) {
    return (
      <StepCard title={t`No replacement`}>
        <Text>
          <Trans>In the service step you said that the device need not be replaced, so this step is skipped. Go back to the service step to change that.</Trans>
        </Text>
      </StepCard>
    );
  }

  const model = order.deviceFacts.deviceModelTitle;
  const oldName = order.deviceFacts.name;
  return (
    <StepCard title={t`Replace the device`}>
      <Text fontSize="sm" color="fg.muted">
        <Trans>
          Choose a device in stock of the same model ({model}) and owner. {oldName} is taken down and the new device is installed in its place.
        </Trans>
      </Text>
      <DeviceSearchPicker
        label={t`New device`}
        placeholder={t`Serial number or network id`}
        value={chosen}
        onChange={(ids) => setChosen(ids.slice(-1))}
        organizationIds={owners}
        deviceModelIds={models}
        lifecycles={['IN_STOCK']}
      />
      {canScanBarcodes() && (
        <Button variant="outline" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }} onClick={() => setScanning(true)}>
          <ScanLineIcon aria-hidden />
          <Trans>Scan its barcode</Trans>
        </Button>
      )}
      <LimitedTextarea name="replacement-note" label={t`Why (optional)`} value={note} onChange={setNote} max={NOTE_MAX} rows={3} />
      {refusal && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>The device could not be replaced</Trans>
            </Alert.Title>
            <Alert.Description>{refusal}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      <Button size="lg" colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'flex-start' }} disabled={chosen.length === 0 || note.trim().length > NOTE_MAX} onClick={() => setConfirming(true)}>
        <Trans>Replace device</Trans>
      </Button>
      {confirming && (
        <ConfirmDialog title={t`Replace ${oldName}?`} confirmLabel={<Trans>Replace device</Trans>} onConfirm={replace} loading={replacing} onClose={() => setConfirming(false)}>
          <Text>
            <Trans>{oldName} is taken down and the chosen device is installed at its position. This cannot be undone here.</Trans>
          </Text>
        </ConfirmDialog>
      )}
      {scanning && (
        <Suspense fallback={null}>
          <BarcodeScanDialog onCode={(code) => void onScanned(code)} onClose={() => setScanning(false)} />
        </Suspense>
      )}
    </StepCard>
  );
}
