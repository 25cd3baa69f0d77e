import { Badge, Box, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { BellOffIcon, SparklesIcon } from 'lucide-react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router-dom';
import type { ReleasePageQuery as ReleasePageQueryType } from '../../../__generated__/ReleasePageQuery.graphql';
import { APP_VERSION } from '../../appVersion';
import { PageHeader } from '../../components/PageHeader';
import { ReleaseNotificationItem } from './ReleaseNotificationItem';

export const ReleasePageQuery = graphql`
  query ReleasePageQuery {
    viewer {
      id
      config {
        utcOffset
      }
      newReleaseNotifications {
        id
        ...ReleaseNotificationItemFragment
      }
    }
  }
`;

/** The running version and the release announcements the user has not dismissed. */
export function ReleasePage() {
  const { t } = useLingui();
  const queryRef = useLoaderData() as PreloadedQuery<ReleasePageQueryType>;
  const { viewer } = usePreloadedQuery<ReleasePageQueryType>(ReleasePageQuery, queryRef);
  const notifications = viewer?.newReleaseNotifications ?? [];

  return (
    <Stack gap="6">
      <PageHeader title={t`Release`} description={t`The version of FieldSense you are using and news about releases.`} />
      <Card.Root>
        <Card.Body>
          <HStack gap="4" align="flex-start">
            <Box color="brand.fg" bg="brand.subtle" p="3" borderRadius="l2">
              <SparklesIcon size="24" aria-hidden />
            </Box>
            <Stack gap="1">
              <HStack gap="2" wrap="wrap">
                <Text fontWeight="semibold" fontSize="lg">
                  <Trans>FieldSense version {APP_VERSION}</Trans>
                </Text>
                <Badge colorPalette="green" variant="subtle">
                  <Trans>Current version</Trans>
                </Badge>
              </HStack>
              <Text color="fg.muted">
                <Trans>Version {APP_VERSION} has been released. You are using it now, so there is nothing to install: the new release is already active.</Trans>
              </Text>
            </Stack>
          </HStack>
        </Card.Body>
      </Card.Root>
      <Stack gap="3">
        <Text as="h2" fontWeight="semibold" fontSize="lg">
          <Trans>Release notifications</Trans>
        </Text>
        {notifications.length === 0 ? (
          <Box bg="bg" borderWidth="1px" borderRadius="l3" p="8" textAlign="center">
            <Stack align="center" gap="2" color="fg.muted">
              <BellOffIcon size="24" aria-hidden />
              <Text>
                <Trans>You have no unread release notifications.</Trans>
              </Text>
            </Stack>
          </Box>
        ) : (
          <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
            {notifications.map((notification) => (
              <li key={notification.id}>
                <ReleaseNotificationItem notification={notification} viewerId={viewer?.id ?? ''} utcOffset={viewer?.config.utcOffset ?? 0} />
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
