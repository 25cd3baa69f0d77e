import { Button, Menu, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Columns3Icon } from 'lucide-react';
import type { ListColumn } from './ListColumn';

type Props<Id extends string> = {
  columns: readonly ListColumn<Id>[];
  isVisible: (id: Id) => boolean;
  setVisible: (id: Id, visible: boolean) => void;
};

/** A menu of a list's columns with a tick for each shown one (see useColumnVisibility). */
export function ColumnToggleMenu<Id extends string>({ columns, isVisible, setVisible }: Props<Id>) {
  const { i18n } = useLingui();
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          <Columns3Icon aria-hidden />
          <Trans>Columns</Trans>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {columns
              .filter((column) => column.hideable !== false)
              .map((column) => (
                <Menu.CheckboxItem
                  key={column.id}
                  value={column.id}
                  checked={isVisible(column.id)}
                  onCheckedChange={(checked) => setVisible(column.id, checked)}
                >
                  {i18n._(column.label)}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
