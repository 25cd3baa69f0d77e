import { Alert, Button, Field, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useContext, useState } from 'react';
import { ArchiveIcon, CircleCheckIcon, Trash2Icon } from 'lucide-react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { ServiceOrderActions_order$key } from '../../../../__generated__/ServiceOrderActions_order.graphql';
import type { ServiceOrderActionsArchiveMutation } from '../../../../__generated__/ServiceOrderActionsArchiveMutation.graphql';
import type { ServiceOrderActionsDeleteMutation } from '../../../../__generated__/ServiceOrderActionsDeleteMutation.graphql';
import type { ServiceOrderActionsFinishMutation, ServiceOrderOutcome } from '../../../../__generated__/ServiceOrderActionsFinishMutation.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toaster } from '../../../components/toaster';
import { serviceOrdersPath } from '../../../routing/paths';
import { ViewerAccessContext } from '../../../routing/ViewerAccessContext';
import { refusalText } from './refusalText';
import { allowedTransitions } from './serviceOrderState';

type Action = 'finish' | 'archive' | 'delete';

/**
 * The order's transitions the viewer may make from its status (finish, archive, delete), each asked
 * for in a confirmation; the API's refusal (another user moved it on meanwhile) stays on the page.
 */
export function ServiceOrderActions({ orderRef }: { orderRef: ServiceOrderActions_order$key }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const ability = useContext(ViewerAccessContext)?.ability ?? null;
  const order = useFragment(
    graphql`
      fragment ServiceOrderActions_order on ServiceOrder {
        id
        number
        status {
          slug
        }
      }
    `,
    orderRef,
  );
  const [asking, setAsking] = useState<Action | null>(null);
  const [outcome, setOutcome] = useState<ServiceOrderOutcome>('COMPLETED');
  const [refusal, setRefusal] = useState<string | null>(null);
  const number = order.number;
  const allowed = allowedTransitions(order.status.slug);
  const may = {
    finish: allowed.finish && (ability?.can('update', 'Service') ?? false),
    archive: allowed.archive && (ability?.can('create', 'Service') ?? false),
    delete: allowed.delete && (ability?.can('delete', 'Service') ?? false),
  };

  const [finish, finishing] = useMutation<ServiceOrderActionsFinishMutation>(graphql`
    mutation ServiceOrderActionsFinishMutation($input: FinishServiceOrderInput!) {
      finishServiceOrder(input: $input) {
        serviceOrder {
          id
          status {
            slug
            name
          }
          completedAt
          ...ServiceOrderHistory_order
        }
      }
    }
  `);
  const [archive, archiving] = useMutation<ServiceOrderActionsArchiveMutation>(graphql`
    mutation ServiceOrderActionsArchiveMutation($input: ArchiveServiceOrderInput!) {
      archiveServiceOrder(input: $input) {
        serviceOrder {
          id
          status {
            slug
            name
          }
          ...ServiceOrderHistory_order
        }
      }
    }
  `);
  const [remove, removing] = useMutation<ServiceOrderActionsDeleteMutation>(graphql`
    mutation ServiceOrderActionsDeleteMutation($input: DeleteServiceOrderInput!) {
      deleteServiceOrder(input: $input) {
        deletedServiceOrderId
      }
    }
  `);

  if (!may.finish && !may.archive && !may.delete) return null;

  const failed = (error: Error) => {
    setAsking(null);
    setRefusal(refusalText(error));
  };
  const confirm = () => {
    setRefusal(null);
    const input = { id: order.id };
    if (asking === 'finish') {
      finish({
        variables: { input: { ...input, outcome } },
        onCompleted: () => {
          setAsking(null);
          toaster.create({ type: 'success', title: outcome === 'FAILED' ? t`Service order ${number} was closed as failed` : t`Service order ${number} was completed` });
        },
        onError: failed,
      });
    } else if (asking === 'archive') {
      archive({
        variables: { input },
        onCompleted: () => {
          setAsking(null);
          toaster.create({ type: 'success', title: t`Service order ${number} was archived` });
        },
        onError: failed,
      });
    } else if (asking === 'delete') {
      remove({
        variables: { input },
        onCompleted: () => {
          toaster.create({ type: 'success', title: t`Service order ${number} was deleted` });
          navigate(serviceOrdersPath());
        },
        onError: failed,
      });
    }
  };

  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap" role="group" aria-label={t`Order actions`}>
        {may.finish && (
          <Button size="sm" variant="outline" colorPalette="green" onClick={() => setAsking('finish')}>
            <CircleCheckIcon aria-hidden />
            <Trans>Finish</Trans>
          </Button>
        )}
        {may.archive && (
          <Button size="sm" variant="outline" onClick={() => setAsking('archive')}>
            <ArchiveIcon aria-hidden />
            <Trans>Archive</Trans>
          </Button>
        )}
        {may.delete && (
          <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsking('delete')}>
            <Trash2Icon aria-hidden />
            <Trans>Delete</Trans>
          </Button>
        )}
      </HStack>
      {refusal && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>The order could not be changed</Trans>
            </Alert.Title>
            <Alert.Description>{refusal}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {asking === 'finish' && (
        <ConfirmDialog title={t`Finish service order ${number}?`} confirmLabel={<Trans>Finish order</Trans>} onConfirm={confirm} loading={finishing} onClose={() => setAsking(null)}>
          <Stack gap="3">
            <Text>
              <Trans>A finished order can no longer be edited; it can be archived.</Trans>
            </Text>
            <Field.Root>
              <Field.Label>
                <Trans>Outcome</Trans>
              </Field.Label>
              <NativeSelect.Root size="sm">
                <NativeSelect.Field name="outcome" value={outcome} onChange={(e) => setOutcome(e.target.value as ServiceOrderOutcome)}>
                  <option value="COMPLETED">{t`Completed: the work was done`}</option>
                  <option value="FAILED">{t`Failed: the work could not be done`}</option>
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </Field.Root>
          </Stack>
        </ConfirmDialog>
      )}
      {asking === 'archive' && (
        <ConfirmDialog title={t`Archive service order ${number}?`} confirmLabel={<Trans>Archive order</Trans>} onConfirm={confirm} loading={archiving} onClose={() => setAsking(null)}>
          <Text>
            <Trans>The order leaves the list of open orders and can no longer be changed. Its history is kept.</Trans>
          </Text>
        </ConfirmDialog>
      )}
      {asking === 'delete' && (
        <ConfirmDialog title={t`Delete service order ${number}?`} confirmLabel={<Trans>Delete order</Trans>} onConfirm={confirm} loading={removing} onClose={() => setAsking(null)}>
          <Text>
            <Trans>The order is deleted for good. Only orders nobody has started can be deleted.</Trans>
          </Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
