import { Box, CloseButton, Flex, Link, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { SparklesIcon } from 'lucide-react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Link as RouterLink } from 'react-router-dom';
import type { ReleaseBannerFragment$key } from '../../../__generated__/ReleaseBannerFragment.graphql';
import type { ReleaseBannerMarkReadMutation } from '../../../__generated__/ReleaseBannerMarkReadMutation.graphql';
import { toaster } from '../../components/toaster';
import { describeError } from '../../relay/describeError';
import { releasePath } from '../../routing/paths';

/**
 * Announces the newest unread release. Closing it marks that notification read: it is hidden at
 * once (optimistically) and the server answers with the viewer's remaining notifications.
 */
export function ReleaseBanner({ viewer }: { viewer: ReleaseBannerFragment$key }) {
  const { t } = useLingui();
  const data = useFragment(
    graphql`
      fragment ReleaseBannerFragment on Viewer {
        id
        newReleaseNotifications {
          id
          notificationId
          releaseVersion
        }
      }
    `,
    viewer,
  );
  const [commit] = useMutation<ReleaseBannerMarkReadMutation>(graphql`
    mutation ReleaseBannerMarkReadMutation($input: MarkNotificationReadInput!) {
      markNotificationRead(input: $input) {
        notificationId
        viewer {
          id
          ...ReleaseBannerFragment
        }
      }
    }
  `);

  const latest = data.newReleaseNotifications[0];
  if (!latest) return null;
  const version = latest.releaseVersion;

  const close = () =>
    commit({
      variables: { input: { notificationId: latest.notificationId } },
      optimisticUpdater: (store) => {
        const record = store.get(data.id);
        const list = record?.getLinkedRecords('newReleaseNotifications');
        if (record && list) record.setLinkedRecords(list.filter((n) => n?.getDataID() !== latest.id), 'newReleaseNotifications');
      },
      onError: (error) => {
        toaster.create({ type: 'error', title: describeError(error), duration: 5000, closable: true });
      },
    });

  return (
    <Box role="region" aria-label={t`New release`} bg="brand.solid" color="brand.contrast">
      <Flex align="center" gap="3" px={{ base: '4', md: '6' }} py="2" maxW="full">
        <SparklesIcon aria-hidden style={{ flexShrink: 0 }} />
        <Text flex="1" fontSize="sm" fontWeight="medium">
          {version ? <Trans>Version {version} has been released.</Trans> : <Trans>A new version of FieldSense is available.</Trans>}{' '}
          <Link asChild color="inherit" textDecoration="underline" fontWeight="semibold" _hover={{ opacity: 0.85 }}>
            <RouterLink to={releasePath()}>
              <Trans>See what is new</Trans>
            </RouterLink>
          </Link>
        </Text>
        <CloseButton size="sm" variant="ghost" color="inherit" _hover={{ bg: 'whiteAlpha.200' }} aria-label={t`Dismiss the release notice`} onClick={close} />
      </Flex>
    </Box>
  );
}
