import { Button, FileUpload, Icon, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { UploadIcon } from 'lucide-react';
import { useStableHandler } from '../useStableHandler';

/** Nothing is ever held by the drop zone: every pick or drop goes straight to `onFiles`. */
const NO_FILES: File[] = [];

type Props = {
  /**
   * What the picker offers (the input's `accept`: MIME types and extensions, e.g.
   * `image/*,.heic` or `.csv,.xlsx`). Only a hint to the picker: dropped files are not filtered,
   * so `onFiles` gets everything and the caller says why a file does not fit (its own words).
   */
  accept?: string;
  /** Several files at once (default); false for one (an import file). */
  multiple?: boolean;
  /**
   * The files picked or dropped, all of them: unfiltered by type or size, in the order given
   * (a second copy of a name within one drop is left out). Check them here.
   */
  onFiles: (files: File[]) => void;
  /** The main line ("Drop images here"). */
  label?: ReactNode;
  /** A second, smaller line (what fits: types and the size limit). */
  hint?: ReactNode;
  /** The picker button's words; "Choose files" / "Choose file" by default. */
  buttonLabel?: ReactNode;
  /** Open the camera on a phone instead of the gallery (the input's `capture`); unset = the phone asks. */
  capture?: 'user' | 'environment';
  disabled?: boolean;
  /** Less padding, for a form row. */
  compact?: boolean;
};

/**
 * The one way files are picked in the app (device images, service-order images, installation
 * pictures, attachments, import files): a drop zone with a "Choose files" button, built on Chakra's
 * FileUpload (Ark/Zag). The zone itself is a button too: Enter or Space opens the picker, and on a
 * phone a tap opens the picker or the camera. It keeps no files of its own (`acceptedFiles` stays
 * empty), so picking the same file again after removing it works, and the caller's queue is the only
 * list of files there is.
 */
export function FileDropZone({
  accept,
  multiple = true,
  onFiles,
  label,
  hint,
  buttonLabel,
  capture,
  disabled = false,
  compact = false,
}: Props) {
  const { t } = useLingui();
  const handleFiles = useStableHandler(onFiles);
  return (
    <FileUpload.Root
      // No `accept` or size limits here: Zag would drop what does not fit without a word of ours.
      // The input's `accept` below still narrows what the picker shows.
      maxFiles={multiple ? Number.MAX_SAFE_INTEGER : 1}
      acceptedFiles={NO_FILES}
      onFileAccept={({ files }) => {
        if (files.length > 0) handleFiles(files);
      }}
      capture={capture}
      disabled={disabled}
      translations={{ dropzone: t`Drop files here or choose files` }}
      alignItems="stretch"
      width="full"
    >
      <FileUpload.HiddenInput accept={accept} />
      <FileUpload.Dropzone
        width="full"
        minHeight={compact ? '24' : '36'}
        py={compact ? '3' : '6'}
        px="4"
        borderRadius="l2"
        aria-disabled={disabled || undefined}
        css={{ '&[data-dragging]': { borderColor: 'colorPalette.solid', bg: 'colorPalette.subtle' } }}
        colorPalette="blue"
      >
        <Icon size={compact ? 'md' : 'lg'} color="fg.muted">
          <UploadIcon />
        </Icon>
        <FileUpload.DropzoneContent textAlign="center">
          <Text fontWeight="medium">{label ?? (multiple ? <Trans>Drop files here</Trans> : <Trans>Drop a file here</Trans>)}</Text>
          {hint && (
            <Text color="fg.muted" textStyle="sm">
              {hint}
            </Text>
          )}
        </FileUpload.DropzoneContent>
        <FileUpload.Trigger asChild>
          <Button size="sm" variant="outline" disabled={disabled}>
            {buttonLabel ?? (multiple ? <Trans>Choose files</Trans> : <Trans>Choose file</Trans>)}
          </Button>
        </FileUpload.Trigger>
      </FileUpload.Dropzone>
    </FileUpload.Root>
  );
}
