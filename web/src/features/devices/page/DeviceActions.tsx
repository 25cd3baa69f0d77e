import { Button, HStack, Menu, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { ArrowRightIcon, ChevronDownIcon, PencilIcon, Trash2Icon } from 'lucide-react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { DeviceActionsDeleteMutation } from '../../../../__generated__/DeviceActionsDeleteMutation.graphql';
import type { DeviceActionsFragment$key } from '../../../../__generated__/DeviceActionsFragment.graphql';
import type { DeviceActionsLifecycleMutation } from '../../../../__generated__/DeviceActionsLifecycleMutation.graphql';
import type { DeviceActionsPurgeMutation } from '../../../../__generated__/DeviceActionsPurgeMutation.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toaster } from '../../../components/toaster';
import { describeError } from '../../../relay/describeError';
import { nextLifecycle } from './nextLifecycle';
import { purgingHere } from './purgingHere';
import { upstreamCodeOf } from './upstreamCodeOf';
import { useDevicePage } from './useDevicePage';
import { useLifecycleLabel } from './useLifecycleLabel';

/** Spec part 2 §4: after a permanent delete the UI signals it after 2 seconds. */
export const PURGE_SIGNAL_DELAY_MS = 2000;

type Pending = 'lifecycle' | 'delete' | 'purge' | null;

/** The device's actions: edit, the next lifecycle state, delete, and delete permanently (administrators). */
export function DeviceActions({ deviceRef }: { deviceRef: DeviceActionsFragment$key }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { can, basePath, editing, setEditing } = useDevicePage();
  const lifecycleLabel = useLifecycleLabel();
  const [confirm, setConfirm] = useState<Pending>(null);
  const [purging, setPurging] = useState(false);
  const device = useFragment(
    graphql`
      fragment DeviceActionsFragment on Device {
        id
        name
        lifecycle
        deleted
      }
    `,
    deviceRef,
  );
  const [moveLifecycle, movingLifecycle] = useMutation<DeviceActionsLifecycleMutation>(graphql`
    mutation DeviceActionsLifecycleMutation($input: UpdateDeviceInput!) {
      updateDevice(input: $input) {
        device {
          id
          lifecycle
          updatedAt
        }
      }
    }
  `);
  const [softDelete, deleting] = useMutation<DeviceActionsDeleteMutation>(graphql`
    mutation DeviceActionsDeleteMutation($input: DeleteDeviceInput!) {
      deleteDevice(input: $input) {
        device {
          id
          deleted
          deletedAt
        }
      }
    }
  `);
  const [purge] = useMutation<DeviceActionsPurgeMutation>(graphql`
    mutation DeviceActionsPurgeMutation($input: PurgeDeviceInput!) {
      purgeDevice(input: $input) {
        purgedDeviceId
      }
    }
  `);

  const failed = (title: string) => (error: Error) => {
    setConfirm(null);
    toaster.create({ type: 'error', title, description: errorText(error), closable: true });
  };
  const errorText = (error: Error) => {
    if (upstreamCodeOf(error) === 'DEVICE_IN_OPEN_ORDER') {
      return t`An open service or installation order holds the device. Finish or remove the order first.`;
    }
    if (upstreamCodeOf(error) === 'DEVICE_DELETED') return t`The device is deleted and can no longer be changed.`;
    return describeError(error);
  };

  const next = nextLifecycle(device.lifecycle);
  const deviceName = device.name;
  const nextLabel = next ? lifecycleLabel(next) : '';
  const canUpdate = can('update') && !device.deleted;
  const canDelete = can('delete') && !device.deleted;
  const canPurge = can('purge');
  const listPath = basePath.replace(/\/[^/]+$/, '');

  const onPurge = () => {
    setPurging(true);
    purgingHere.add(device.id);
    purge({
      variables: { input: { id: device.id } },
      onCompleted: () => {
        // Spec part 2 §4: the deletion is signalled after a 2-second delay, then the list opens.
        window.setTimeout(() => {
          purgingHere.delete(device.id);
          toaster.create({ type: 'success', title: t`The device was deleted permanently`, description: device.name });
          navigate(listPath, { replace: true });
        }, PURGE_SIGNAL_DELAY_MS);
      },
      onError: (error) => {
        setPurging(false);
        purgingHere.delete(device.id);
        failed(t`The device could not be deleted`)(error);
      },
    });
  };

  if (!canUpdate && !canDelete && !canPurge) return null;
  return (
    <HStack gap="2" wrap="wrap" flexShrink={0}>
      {canUpdate && !editing && (
        <Button size="sm" colorPalette="brand" onClick={() => setEditing(true)}>
          <PencilIcon aria-hidden />
          <Trans>Edit</Trans>
        </Button>
      )}
      {canUpdate && next && (
        <Button size="sm" variant="outline" onClick={() => setConfirm('lifecycle')}>
          <ArrowRightIcon aria-hidden />
          {t`Move to ${nextLabel}`}
        </Button>
      )}
      {(canDelete || canPurge) && (
        <Menu.Root>
          <Menu.Trigger asChild>
            <Button size="sm" variant="outline" colorPalette="red" loading={purging}>
              <Trash2Icon aria-hidden />
              <Trans>Delete</Trans>
              <ChevronDownIcon aria-hidden />
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                {canDelete && (
                  <Menu.Item value="delete" onClick={() => setConfirm('delete')}>
                    <Trans>Delete device</Trans>
                  </Menu.Item>
                )}
                {canPurge && (
                  <Menu.Item value="purge" color="fg.error" onClick={() => setConfirm('purge')}>
                    <Trans>Delete permanently</Trans>
                  </Menu.Item>
                )}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
      )}
      {confirm === 'lifecycle' && next && (
        <ConfirmDialog
          title={t`Move the device to ${nextLabel}?`}
          confirmLabel={t`Move to ${nextLabel}`}
          loading={movingLifecycle}
          onClose={() => setConfirm(null)}
          onConfirm={() =>
            moveLifecycle({
              variables: { input: { id: device.id, lifecycle: next } },
              onCompleted: () => {
                setConfirm(null);
                toaster.create({ type: 'success', title: t`The device is now: ${nextLabel}` });
              },
              onError: failed(t`The lifecycle could not be changed`),
            })
          }
        >
          <Text>
            <Trans>The move is recorded in the device's history.</Trans>
          </Text>
        </ConfirmDialog>
      )}
      {confirm === 'delete' && (
        <ConfirmDialog
          title={t`Delete ${deviceName}?`}
          confirmLabel={t`Delete device`}
          loading={deleting}
          onClose={() => setConfirm(null)}
          onConfirm={() =>
            softDelete({
              variables: { input: { id: device.id } },
              onCompleted: () => {
                setConfirm(null);
                setEditing(false);
                toaster.create({ type: 'success', title: t`The device was deleted` });
              },
              onError: failed(t`The device could not be deleted`),
            })
          }
        >
          <Text>
            <Trans>The device stays readable, but can no longer be changed and leaves monitoring.</Trans>
          </Text>
        </ConfirmDialog>
      )}
      {confirm === 'purge' && (
        <ConfirmDialog
          title={t`Delete ${deviceName} permanently?`}
          confirmLabel={t`Delete permanently`}
          loading={purging}
          onClose={() => !purging && setConfirm(null)}
          onConfirm={onPurge}
        >
          <Text>
            <Trans>The device is removed with its readings, images and alarms. This cannot be undone.</Trans>
          </Text>
        </ConfirmDialog>
      )}
    </HStack>
  );
}
