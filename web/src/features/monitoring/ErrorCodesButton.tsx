import { Badge, Button, HStack, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLookupLabel } from '../lookups/useLookupLabel';
import { LogDialog } from './LogDialog';
import { useFlashAfterClose } from './useFlashAfterClose';

type Props = {
  recordId: string;
  deviceName: string;
  errorCodes: readonly { readonly count: number; readonly errorCode: { readonly id: string; readonly name: string; readonly slug: string } }[];
  utcOffset: number;
};

/** The record's error codes with counts; opens the error log. */
export function ErrorCodesButton({ recordId, deviceName, errorCodes, utcOffset }: Props) {
  const { t } = useLingui();
  const label = useLookupLabel();
  const [open, setOpen] = useState(false);
  const [flashing, flash] = useFlashAfterClose();
  return (
    <>
      <Button
        size="xs"
        variant={flashing ? 'solid' : 'outline'}
        colorPalette={flashing ? 'orange' : 'gray'}
        data-flashing={flashing || undefined}
        aria-label={t`Error log of ${deviceName}`}
        onClick={() => setOpen(true)}
        h="auto"
        minH="7"
        py="1"
        maxW="full"
        whiteSpace="normal"
      >
        {errorCodes.length === 0 ? (
          <Text as="span" color={flashing ? undefined : 'fg.subtle'}>
            {t`No errors`}
          </Text>
        ) : (
          <HStack gap="1" wrap="wrap">
            {errorCodes.map(({ errorCode, count }) => (
              <Badge key={errorCode.id} size="sm" colorPalette="red" variant="subtle" whiteSpace="normal" overflowWrap="break-word" textAlign="start">
                {label('errorCode', errorCode)} · {count}
              </Badge>
            ))}
          </HStack>
        )}
      </Button>
      {open && (
        <LogDialog
          recordId={recordId}
          deviceName={deviceName}
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
