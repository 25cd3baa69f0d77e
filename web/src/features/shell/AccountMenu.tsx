import { Avatar, Box, Button, Menu, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LuChevronDown, LuLogOut, LuUserRound } from 'react-icons/lu';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { AccountMenuFragment$key } from '../../../__generated__/AccountMenuFragment.graphql';
import { userPath } from '../../routing/paths';

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

  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" color="inherit" aria-label={t`Account menu for ${userName}`} px={{ base: '1', sm: '2' }}>
          <Avatar.Root size="xs" colorPalette="brand" variant="solid">
            <Avatar.Fallback name={user.name} />
          </Avatar.Root>
          <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="40" truncate>
            {user.name}
          </Text>
          <Box as="span" display={{ base: 'none', sm: 'inline' }}>
            <LuChevronDown aria-hidden />
          </Box>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="3" py="2">
              <Text fontWeight="semibold">{user.name}</Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {user.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="account" onSelect={() => navigate(userPath(user.userId))}>
              <LuUserRound aria-hidden />
              <Trans>My account</Trans>
            </Menu.Item>
            <Menu.Item value="logout" onSelect={onLogout}>
              <LuLogOut aria-hidden />
              <Trans>Log out</Trans>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
