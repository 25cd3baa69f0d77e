import { Button, ButtonGroup } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { CalendarClockIcon, ChartLineIcon } from 'lucide-react';
import type { DashboardMode } from './dashboardSearchParams';

/** Analytics (trends) or scheduling (counted events and service targets) for every card. */
export function DashboardModeSwitch({ value, onChange }: { value: DashboardMode; onChange: (mode: DashboardMode) => void }) {
  const { t } = useLingui();
  const modes = [
    { mode: 'analytics' as const, label: t`Analytics`, icon: <ChartLineIcon aria-hidden /> },
    { mode: 'scheduling' as const, label: t`Scheduling`, icon: <CalendarClockIcon aria-hidden /> },
  ];
  return (
    <ButtonGroup size="sm" attached variant="outline" role="group" aria-label={t`Mode`}>
      {modes.map(({ mode, label, icon }) => (
        <Button
          key={mode}
          aria-pressed={value === mode}
          variant={value === mode ? 'solid' : 'outline'}
          colorPalette="brand"
          onClick={() => value !== mode && onChange(mode)}
        >
          {icon}
          {label}
        </Button>
      ))}
    </ButtonGroup>
  );
}
