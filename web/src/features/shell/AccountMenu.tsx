import { Avatar, Box, Button, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { ChevronDownIcon } from 'lucide-react';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { AccountMenuFragment$key } from '../../../__generated__/AccountMenuFragment.graphql';
import { DeferredMenu } from '../../components/DeferredMenu';
import { userPath } from '../../routing/paths';

const loadMenu = () => import('./AccountMenuList').then((module) => module.AccountMenuList);

/** The signed-in user's name with "My account" and "Log out". */
export function AccountMenu({ viewer, onLogout }: { viewer: AccountMenuFragment$key; onLogout: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { user } = useFragment(
    graphql`
      fragment AccountMenuFragment on Viewer {
        user {
          userId
          name
          email
        }
      }
    `,
    viewer,
  );
  const userName = user.name;

  const trigger = (
    <Button variant="ghost" size="sm" color="inherit" aria-label={t`Account menu for ${userName}`} px={{ base: '1', sm: '2' }}>
      <Avatar.Root size="xs" colorPalette="brand" variant="solid">
        <Avatar.Fallback name={user.name} />
      </Avatar.Root>
      <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="40" truncate>
        {user.name}
      </Text>
      <Box as="span" display={{ base: 'none', sm: 'inline' }}>
        <ChevronDownIcon aria-hidden />
      </Box>
    </Button>
  );
  return (
    <DeferredMenu
      load={loadMenu}
      trigger={trigger}
      props={{ name: user.name, email: user.email, onAccount: () => navigate(userPath(user.userId)), onLogout }}
    />
  );
}
