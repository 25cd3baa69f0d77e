import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { graphql, useFragment, useMutation } from 'react-relay';
import type { ReleaseNotificationItemFragment$key } from '../../../__generated__/ReleaseNotificationItemFragment.graphql';
import type { ReleaseNotificationItemMarkReadMutation } from '../../../__generated__/ReleaseNotificationItemMarkReadMutation.graphql';
import { formatDateTime } from '../../i18n/format/formatDateTime';
import { toaster } from '../../components/toaster';
import { describeError } from '../../relay/describeError';

/** One unread announcement, with a button that marks it read. */
type Props = { notification: ReleaseNotificationItemFragment$key; viewerId: string; utcOffset: number };

export function ReleaseNotificationItem({ notification, viewerId, utcOffset }: Props) {
  const { t, i18n } = useLingui();
  const data = useFragment(
    graphql`
      fragment ReleaseNotificationItemFragment on ReleaseNotification {
        id
        notificationId
        releaseVersion
        createdAt
      }
    `,
    notification,
  );
  const [commit, isInFlight] = useMutation<ReleaseNotificationItemMarkReadMutation>(graphql`
    mutation ReleaseNotificationItemMarkReadMutation($input: MarkNotificationReadInput!) {
      markNotificationRead(input: $input) {
        notificationId
        viewer {
          id
          newReleaseNotifications {
            id
          }
        }
      }
    }
  `);
  const version = data.releaseVersion;
  const date = formatDateTime(i18n, data.createdAt, utcOffset);

  const markRead = () =>
    commit({
      variables: { input: { notificationId: data.notificationId } },
      optimisticUpdater: (store) => {
        const viewer = store.get(viewerId);
        const list = viewer?.getLinkedRecords('newReleaseNotifications');
        if (viewer && list) viewer.setLinkedRecords(list.filter((n) => n?.getDataID() !== data.id), 'newReleaseNotifications');
      },
      onError: (error) => {
        toaster.create({ type: 'error', title: describeError(error), duration: 5000, closable: true });
      },
    });

  return (
    <Card.Root size="sm">
      <Card.Body>
        <HStack justify="space-between" gap="4" wrap="wrap">
          <Stack gap="0.5">
            <Text fontWeight="semibold">
              {version ? <Trans>Version {version} has been released.</Trans> : <Trans>A new version of FieldSense is available.</Trans>}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <Trans>Announced {date}</Trans>
            </Text>
          </Stack>
          <Button size="sm" variant="outline" onClick={markRead} loading={isInFlight} aria-label={t`Mark as read`}>
            <Trans>Mark as read</Trans>
          </Button>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
