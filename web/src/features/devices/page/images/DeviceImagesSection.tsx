import { Badge, Box, Button, EmptyState, Heading, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useRef, useState, useTransition } from 'react';
import { ImagesIcon, Trash2Icon } from 'lucide-react';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay';
import type { DeviceImagesSectionFragment$key } from '../../../../../__generated__/DeviceImagesSectionFragment.graphql';
import type { DeviceImagesSectionDeleteMutation } from '../../../../../__generated__/DeviceImagesSectionDeleteMutation.graphql';
import type { DeviceImagesSectionRefetchQuery } from '../../../../../__generated__/DeviceImagesSectionRefetchQuery.graphql';
import { ConfirmDialog } from '../../../../components/ConfirmDialog';
import { toaster } from '../../../../components/toaster';
import { FileDropZone } from '../../../../components/upload/FileDropZone';
import { acceptOf, IMAGE_RULES } from '../../../../components/upload/fileProblem';
import { formatBytes } from '../../../../components/upload/formatBytes';
import { UploadQueueList } from '../../../../components/upload/UploadQueueList';
import { useUploadQueue } from '../../../../components/upload/useUploadQueue';
import { formatDateTime } from '../../../../i18n/format/formatDateTime';
import { mutationErrorText } from '../../../dashboard/card/mutationErrorText';
import { DeviceImageDialog } from './DeviceImageDialog';
import { Thumbnail, type DeviceImage } from './DeviceImageThumbnail';

/** Images shown at first; "Show more" asks for this many more. */
export const IMAGES_PAGE = 24;

type Props = {
  deviceRef: DeviceImagesSectionFragment$key;
  /** A deleted device's images are shown, not changed. */
  deleted: boolean;
  /** The viewer may change the device (CASL `update` on it): uploads and deletes. */
  canEdit: boolean;
  /** The viewer's UTC offset in hours, for the upload times. */
  utcOffset: number;
};

/**
 * A device's images on its Information tab (spec part 2 §5, §7): a drop zone with the upload queue
 * (checked in the browser, de-duplicated by name, each file with its progress), the images newest
 * first in a grid (name, size, date) that opens a larger view with a download link, and deletion
 * after a confirmation. Read-only for a deleted device or a viewer who may not change it.
 */
export function DeviceImagesSection({ deviceRef, deleted, canEdit, utcOffset }: Props) {
  const { t } = useLingui();
  const [data, refetch] = useRefetchableFragment<DeviceImagesSectionRefetchQuery, DeviceImagesSectionFragment$key>(
    graphql`
      fragment DeviceImagesSectionFragment on Device
      @refetchable(queryName: "DeviceImagesSectionRefetchQuery")
      @argumentDefinitions(imagesFirst: { type: "Int", defaultValue: 24 }) {
        id
        name
        images(first: $imagesFirst) {
          totalCount
          edges {
            node {
              id
              name
              # eslint-disable-next-line relay/unused-fields -- read by the image dialog
              mimeType
              size
              createdAt
              # eslint-disable-next-line relay/unused-fields -- read by the thumbnail and the dialog
              url
            }
          }
        }
      }
    `,
    deviceRef,
  );
  const [refreshing, startRefresh] = useTransition();
  const shown = useRef(IMAGES_PAGE);
  const refresh = useCallback(
    (first = shown.current) => {
      shown.current = first;
      startRefresh(() => {
        refetch({ imagesFirst: first }, { fetchPolicy: 'network-only' });
      });
    },
    [refetch],
  );
  // A signed `url` expires after 10–15 minutes: an image that fails to load asks for fresh ones,
  // once a minute at most (a file that is really gone must not loop).
  const lastUrlRefresh = useRef(0);
  const onImageError = useCallback(() => {
    if (Date.now() - lastUrlRefresh.current < 60_000) return;
    lastUrlRefresh.current = Date.now();
    refresh();
  }, [refresh]);

  const images = data.images.edges.map((edge) => edge.node);
  const editable = canEdit && !deleted;
  const existingNames = useMemo(() => data.images.edges.map((edge) => edge.node.name), [data.images.edges]);
  const queue = useUploadQueue<{ image: { id: string; name: string } }>({
    url: `/uploads/devices/${encodeURIComponent(data.id)}/images`,
    field: 'images',
    rules: IMAGE_RULES,
    existingNames,
    concurrency: 2,
    disabled: !editable,
    onUploaded: () => refresh(),
  });
  const onFiles = (files: File[]) => {
    const { duplicates } = queue.add(files);
    if (duplicates.length > 0) {
      const names = duplicates.join(', ');
      toaster.create({
        type: 'info',
        title: t`Left out: a file of the same name is already there`,
        description: names,
        duration: 6000,
        closable: true,
      });
    }
  };

  const [opened, setOpened] = useState<DeviceImage | null>(null);
  const [deleting, setDeleting] = useState<DeviceImage | null>(null);
  const [commitDelete, isDeleting] = useMutation<DeviceImagesSectionDeleteMutation>(graphql`
    mutation DeviceImagesSectionDeleteMutation($input: DeleteDeviceImageInput!) {
      deleteDeviceImage(input: $input) {
        deletedImageId
      }
    }
  `);
  const confirmDelete = () => {
    if (!deleting) return;
    const imageName = deleting.name;
    commitDelete({
      variables: { input: { id: deleting.id } },
      onCompleted: () => {
        setDeleting(null);
        setOpened(null);
        toaster.create({ type: 'success', title: t`${imageName} was deleted`, duration: 5000, closable: true });
        refresh();
      },
      onError: (error) => {
        toaster.create({ type: 'error', title: t`The image could not be deleted`, description: mutationErrorText(error), duration: 8000, closable: true });
      },
    });
  };

  const total = data.images.totalCount;
  const deviceName = data.name;
  const deletingName = deleting?.name;
  return (
    <Stack as="section" gap="4" aria-labelledby="device-images-heading">
      <HStack gap="2">
        <Heading as="h2" size="md" id="device-images-heading">
          <Trans>Images</Trans>
        </Heading>
        {total > 0 && (
          <Badge variant="subtle" aria-label={t`${total} images`}>
            {total}
          </Badge>
        )}
      </HStack>
      {editable && (
        <Stack gap="3">
          <FileDropZone
            accept={acceptOf(IMAGE_RULES)}
            onFiles={onFiles}
            label={<Trans>Drop images here</Trans>}
            hint={<Trans>JPEG, PNG, WebP, GIF or HEIC, at most 5 MB each</Trans>}
            buttonLabel={<Trans>Choose images</Trans>}
            compact
          />
          <UploadQueueList items={queue.items} onRemove={queue.remove} onRetry={queue.retry} />
        </Stack>
      )}
      {deleted && (
        <Text color="fg.muted" textStyle="sm">
          <Trans>The device is deleted: its images can be viewed, not changed.</Trans>
        </Text>
      )}
      {images.length === 0 ? (
        <EmptyState.Root size="sm" borderWidth="1px" borderRadius="l3">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <ImagesIcon />
            </EmptyState.Indicator>
            <Stack textAlign="center" gap="1">
              <EmptyState.Title>
                <Trans>No images yet</Trans>
              </EmptyState.Title>
              {editable && (
                <EmptyState.Description>
                  <Trans>Pictures of the device and where it is installed help whoever goes out to it.</Trans>
                </EmptyState.Description>
              )}
            </Stack>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <SimpleGrid
          as="ul"
          listStyleType="none"
          columns={{ base: 2, sm: 3, md: 4, xl: 6 }}
          gap="3"
          aria-label={t`Images of ${deviceName}`}
          opacity={refreshing ? 0.7 : 1}
          transition="opacity 0.2s"
        >
          {images.map((image) => (
            <ImageCard
              key={image.id}
              image={image}
              utcOffset={utcOffset}
              onOpen={() => setOpened(image)}
              onDelete={editable ? () => setDeleting(image) : undefined}
              onImageError={onImageError}
            />
          ))}
        </SimpleGrid>
      )}
      {images.length < total && (
        <Button alignSelf="center" size="sm" variant="outline" loading={refreshing} onClick={() => refresh(shown.current + IMAGES_PAGE)}>
          <Trans>Show more images</Trans>
        </Button>
      )}
      {opened && (
        <DeviceImageDialog
          // The open image with its latest fields (a refreshed url).
          image={images.find((image) => image.id === opened.id) ?? opened}
          utcOffset={utcOffset}
          onClose={() => setOpened(null)}
          onDelete={editable ? () => setDeleting(opened) : undefined}
          onImageError={onImageError}
        />
      )}
      {deleting && (
        <ConfirmDialog
          title={t`Delete image?`}
          confirmLabel={<Trans>Delete image</Trans>}
          onConfirm={confirmDelete}
          loading={isDeleting}
          onClose={() => setDeleting(null)}
        >
          <Trans>{deletingName} is deleted from the device for good, with its file.</Trans>
        </ConfirmDialog>
      )}
    </Stack>
  );
}

type CardProps = {
  image: DeviceImage;
  utcOffset: number;
  onOpen: () => void;
  onDelete?: () => void;
  /** The image failed to load (asks for fresh urls, at most once a minute). */
  onImageError: () => void;
};

function ImageCard({ image, utcOffset, onOpen, onDelete, onImageError }: CardProps) {
  const { t, i18n } = useLingui();
  const name = image.name;
  return (
    <Box as="li" borderWidth="1px" borderRadius="l3" overflow="hidden" bg="bg" display="flex" flexDirection="column">
      <Box
        as="button"
        onClick={onOpen}
        aria-label={t`Open ${name}`}
        cursor="zoom-in"
        display="block"
        width="full"
        focusRingOffset="-2px"
        focusVisibleRing="inside"
      >
        <Thumbnail image={image} onImageError={onImageError} />
      </Box>
      <HStack gap="1" px="2" py="1.5" align="start">
        <Stack gap="0" flex="1" minW="0">
          <Text textStyle="sm" fontWeight="medium" truncate title={name}>
            {name}
          </Text>
          <Text textStyle="xs" color="fg.muted" truncate>
            {formatBytes(i18n, image.size)}
          </Text>
          <Text textStyle="xs" color="fg.muted" truncate>
            {formatDateTime(i18n, image.createdAt, utcOffset, 'date')}
          </Text>
        </Stack>
        {onDelete && (
          <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t`Delete ${name}`} title={t`Delete`} onClick={onDelete}>
            <Trash2Icon />
          </IconButton>
        )}
      </HStack>
    </Box>
  );
}
