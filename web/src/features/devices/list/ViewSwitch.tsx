import { ButtonGroup, IconButton } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { LayoutGridIcon, MapIcon, TableIcon } from 'lucide-react';
import type { DeviceView } from './devicesSearchParams';

/** Table, grid or map: three toggle buttons, the chosen one pressed. */
export function ViewSwitch({ value, onChange }: { value: DeviceView; onChange: (view: DeviceView) => void }) {
  const { t } = useLingui();
  const views: { view: DeviceView; label: string; icon: React.ReactNode }[] = [
    { view: 'table', label: t`Table`, icon: <TableIcon /> },
    { view: 'grid', label: t`Grid`, icon: <LayoutGridIcon /> },
    { view: 'map', label: t`Map`, icon: <MapIcon /> },
  ];
  return (
    <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={t`View`}>
      {views.map(({ view, label, icon }) => (
        <IconButton
          key={view}
          aria-label={label}
          title={label}
          aria-pressed={value === view}
          variant={value === view ? 'solid' : 'outline'}
          colorPalette={value === view ? 'brand' : 'gray'}
          onClick={() => value !== view && onChange(view)}
        >
          {icon}
        </IconButton>
      ))}
    </ButtonGroup>
  );
}
