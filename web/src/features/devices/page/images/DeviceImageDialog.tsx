import { Button, CloseButton, DataList, Dialog, HStack, Link, Portal, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DownloadIcon, Trash2Icon } from 'lucide-react';
import { formatBytes } from '../../../../components/upload/formatBytes';
import { formatDateTime } from '../../../../i18n/format/formatDateTime';
import { Thumbnail, type DeviceImage } from './DeviceImageThumbnail';

type Props = {
  image: DeviceImage;
  utcOffset: number;
  onClose: () => void;
  /** Offered when the viewer may delete it. */
  onDelete?: () => void;
  onImageError: () => void;
};

/** A signed url with `download=true`: the gateway then sends the file as an attachment. */
export const downloadUrlOf = (url: string) => `${url}${url.includes('?') ? '&' : '?'}download=true`;

/** One image large, with its facts, a download link and (for those who may) Delete. */
export function DeviceImageDialog({ image, utcOffset, onClose, onDelete, onImageError }: Props) {
  const { t, i18n } = useLingui();
  const name = image.name;
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'xl' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title pe="8" wordBreak="break-word">
                {name}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Thumbnail image={image} onImageError={onImageError} fit="contain" />
                <DataList.Root orientation="horizontal" size="sm">
                  <DataList.Item>
                    <DataList.ItemLabel>
                      <Trans>Size</Trans>
                    </DataList.ItemLabel>
                    <DataList.ItemValue>{formatBytes(i18n, image.size)}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>
                      <Trans>Type</Trans>
                    </DataList.ItemLabel>
                    <DataList.ItemValue>{image.mimeType}</DataList.ItemValue>
                  </DataList.Item>
                  <DataList.Item>
                    <DataList.ItemLabel>
                      <Trans>Uploaded</Trans>
                    </DataList.ItemLabel>
                    <DataList.ItemValue>{formatDateTime(i18n, image.createdAt, utcOffset)}</DataList.ItemValue>
                  </DataList.Item>
                </DataList.Root>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <HStack gap="2" wrap="wrap" justify="end" width="full">
                {onDelete && (
                  <Button variant="outline" colorPalette="red" onClick={onDelete} me="auto">
                    <Trash2Icon />
                    <Trans>Delete</Trans>
                  </Button>
                )}
                <Button asChild variant="solid">
                  <Link href={downloadUrlOf(image.url)} download={name} aria-label={t`Download ${name}`} unstyled>
                    <DownloadIcon />
                    <Trans>Download</Trans>
                  </Link>
                </Button>
              </HStack>
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
