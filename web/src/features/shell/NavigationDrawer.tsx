import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import type { SidebarFragment$key } from '../../../__generated__/SidebarFragment.graphql';
import { Logo } from '../../components/Logo';
import { Sidebar } from './Sidebar';

/**
 * The sidebar as a drawer, for phones. Loaded the first time it opens (AppShell): the dialog
 * machinery (focus trap, scroll lock) is not part of the first load, which most visits never need.
 */
export function NavigationDrawer({ viewer, open, onOpenChange }: { viewer: SidebarFragment$key; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useLingui();
  return (
    <Drawer.Root open={open} onOpenChange={(event) => onOpenChange(event.open)} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-label={t`Navigation`}>
            <Drawer.Header borderBottomWidth="1px" py="3">
              <Logo />
            </Drawer.Header>
            <Drawer.Body px="3" py="4">
              <Sidebar viewer={viewer} onNavigate={() => onOpenChange(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close navigation`} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
