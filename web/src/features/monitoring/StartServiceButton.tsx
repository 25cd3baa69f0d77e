import { Button } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { LuWrench } from 'react-icons/lu';
import { ServiceDialog, type ServiceDevice } from './ServiceDialog';
import { useFlashAfterClose } from './useFlashAfterClose';

/** Opens the service pop-up for the row's device. */
export function StartServiceButton({ device, utcOffset }: { device: ServiceDevice; utcOffset: number }) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [flashing, flash] = useFlashAfterClose();
  return (
    <>
      <Button
        size="xs"
        variant={flashing ? 'solid' : 'outline'}
        colorPalette={flashing ? 'orange' : 'brand'}
        data-flashing={flashing || undefined}
        aria-label={t`Start service for ${device.name}`}
        onClick={() => setOpen(true)}
      >
        <LuWrench aria-hidden />
        <Trans>Start service</Trans>
      </Button>
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
