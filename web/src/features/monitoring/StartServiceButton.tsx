import { Button, IconButton } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { WrenchIcon } from 'lucide-react';
import { ServiceDialog, type ServiceDevice } from './ServiceDialog';
import { useFlashAfterClose } from './useFlashAfterClose';

type Props = {
  device: ServiceDevice;
  utcOffset: number;
  /** Only the icon (in the table, under the "Service" header); its name stays for screen readers. */
  compact?: boolean;
};

/** Opens the service pop-up for the row's device. */
export function StartServiceButton({ device, utcOffset, compact = false }: Props) {
  const deviceName = device.name;
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [flashing, flash] = useFlashAfterClose();
  const look = {
    size: 'xs',
    variant: flashing ? 'solid' : 'outline',
    colorPalette: flashing ? 'orange' : 'brand',
    'data-flashing': flashing || undefined,
    'aria-label': t`Start service for ${deviceName}`,
    onClick: () => setOpen(true),
  } as const;
  return (
    <>
      {compact ? (
        <IconButton {...look} title={t`Start service`}>
          <WrenchIcon aria-hidden />
        </IconButton>
      ) : (
        <Button {...look}>
          <WrenchIcon aria-hidden />
          <Trans>Start service</Trans>
        </Button>
      )}
      {open && (
        <ServiceDialog
          device={device}
          utcOffset={utcOffset}
          onClose={() => {
            setOpen(false);
            flash();
          }}
        />
      )}
    </>
  );
}
