import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

type Props = {
  title: string;
  /** What happens when the user confirms, in a sentence or two. */
  children: ReactNode;
  /** The confirm button's words ("Remove target"): the action, not "OK". */
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** The action is under way: the confirm button spins. */
  loading?: boolean;
  onClose: () => void;
  /** The confirm button's colour: red for what removes or cannot be undone (the default), brand for an action that only goes on. */
  confirmPalette?: 'red' | 'brand';
};

/**
 * Asks before an action that cannot be undone from the same place (an alertdialog): Cancel, the
 * corner ×, Escape and a click outside close it; the action's own button confirms.
 */
export function ConfirmDialog({ title, children, confirmLabel, onConfirm, loading = false, onClose, confirmPalette = 'red' }: Props) {
  const { t } = useLingui();
  return (
    <Dialog.Root open role="alertdialog" onOpenChange={(e) => !e.open && onClose()} size={{ base: 'xs', md: 'sm' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title pe="8">{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
              <Button colorPalette={confirmPalette} onClick={onConfirm} loading={loading}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t`Close`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
