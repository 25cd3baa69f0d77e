import { Grid, Stack } from '@chakra-ui/react';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData, useParams } from 'react-router-dom';
import type { AccountPageQuery as AccountPageQueryType } from '../../../__generated__/AccountPageQuery.graphql';
import { PageHeader } from '../../components/PageHeader';
import { NotBuiltPage } from '../placeholder/NotBuiltPage';
import { AccountProfile } from './AccountProfile';
import { AccountSettingsForm } from './AccountSettingsForm';

export const AccountPageQuery = graphql`
  query AccountPageQuery {
    viewer {
      user {
        userId
        ...AccountProfileFragment
      }
      ...AccountSettingsFormFragment
    }
  }
`;

/** `/users/:userId`: the signed-in user's own account; other users' pages come with user management. */
export function AccountPage() {
  const { t } = useLingui();
  const { userId } = useParams();
  const queryRef = useLoaderData() as PreloadedQuery<AccountPageQueryType>;
  const { viewer } = usePreloadedQuery<AccountPageQueryType>(AccountPageQuery, queryRef);

  if (!viewer || viewer.user.userId !== userId) return <NotBuiltPage title={msg`User`} />;

  return (
    <Stack gap="6">
      <PageHeader title={t`My account`} description={t`Your profile and your personal settings.`} />
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap="6" alignItems="start">
        <AccountProfile user={viewer.user} />
        <AccountSettingsForm viewer={viewer} />
      </Grid>
    </Stack>
  );
}
