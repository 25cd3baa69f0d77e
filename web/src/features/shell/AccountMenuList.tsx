import { Box, Menu, Portal, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { LogOutIcon, UserRoundIcon } from 'lucide-react';
import type { DeferredMenuProps } from '../../components/DeferredMenu';

/** AccountMenu's menu: loaded after the first paint (DeferredMenu). */
export function AccountMenuList({
  trigger,
  defaultOpen,
  name,
  email,
  onAccount,
  onLogout,
}: DeferredMenuProps & { name: string; email: string; onAccount: () => void; onLogout: () => void }) {
  return (
    <Menu.Root defaultOpen={defaultOpen} positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Box px="3" py="2">
              <Text fontWeight="semibold">{name}</Text>
              <Text fontSize="sm" color="fg.muted" truncate>
                {email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="account" onSelect={onAccount}>
              <UserRoundIcon aria-hidden />
              <Trans>My account</Trans>
            </Menu.Item>
            <Menu.Item value="logout" onSelect={onLogout}>
              <LogOutIcon aria-hidden />
              <Trans>Log out</Trans>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
