import { Button, Menu, Portal } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { LuColumns3 } from 'react-icons/lu';
import { monitoringColumns, type MonitoringColumnId } from './monitoringColumns';

type Props = { isVisible: (id: MonitoringColumnId) => boolean; setVisible: (id: MonitoringColumnId, visible: boolean) => void };

/** A menu of the table's columns with a tick for each shown one. */
export function ColumnToggleMenu({ isVisible, setVisible }: Props) {
  const { i18n } = useLingui();
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          <LuColumns3 aria-hidden />
          <Trans>Columns</Trans>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {monitoringColumns
              .filter((column) => column.hideable)
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
