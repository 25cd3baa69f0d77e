import { Alert, Box, Button, HStack, IconButton, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Trash2Icon } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState, useTransition } from 'react';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay';
import type { ImagesStep_order$key } from '../../../../__generated__/ImagesStep_order.graphql';
import type { ImagesStepDeleteMutation } from '../../../../__generated__/ImagesStepDeleteMutation.graphql';
import type { ImagesStepRefetchQuery } from '../../../../__generated__/ImagesStepRefetchQuery.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toaster } from '../../../components/toaster';
import { FileDropZone } from '../../../components/upload/FileDropZone';
import { IMAGE_RULES } from '../../../components/upload/fileProblem';
import { formatBytes } from '../../../components/upload/formatBytes';
import { UploadQueueList } from '../../../components/upload/UploadQueueList';
import { useUploadQueue } from '../../../components/upload/useUploadQueue';
import { refusalText } from '../serviceOrder/refusalText';
import { compressImage } from './compressImage';
import type { StepProps } from './NextGuard';
import { StepCard } from './StepCard';

type Kind = 'before' | 'after';

/**
 * Pictures before or after the service (spec part 2 §5): taken with the camera or chosen, compressed
 * in the browser, uploaded through the shared upload queue with their progress; the order's pictures
 * with delete after confirmation. Next is refused while none is uploaded ("You must upload at least
 * one image") and while chosen ones are not ("Found unuploaded images": upload or discard them).
 */
export function ImagesStep({ orderRef, setGuard, kind }: StepProps<ImagesStep_order$key> & { kind: Kind }) {
  const { t, i18n } = useLingui();
  const [order, refetch] = useRefetchableFragment<ImagesStepRefetchQuery, ImagesStep_order$key>(
    graphql`
      fragment ImagesStep_order on ServiceOrder @refetchable(queryName: "ImagesStepRefetchQuery") {
        id
        beforeImages {
          id
          name
          size
          url
        }
        afterImages {
          id
          name
          size
          url
        }
      }
    `,
    orderRef,
  );
  const [, startRefresh] = useTransition();
  const refresh = useCallback(
    () =>
      startRefresh(() => {
        refetch({}, { fetchPolicy: 'network-only' });
      }),
    [refetch],
  );
  const images = kind === 'before' ? order.beforeImages : order.afterImages;
  const existingNames = useMemo(() => images.map((image) => image.name), [images]);
  const queue = useUploadQueue({
    url: `/uploads/service-orders/${encodeURIComponent(order.id)}/${kind}-images`,
    field: 'images',
    rules: IMAGE_RULES,
    existingNames,
    concurrency: 2,
    onUploaded: () => refresh(),
  });
  // Pictures being compressed: not in the queue yet, but chosen.
  const [compressing, setCompressing] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const problemRef = useRef<HTMLDivElement | null>(null);
  const [asking, setAsking] = useState(false);

  const onFiles = async (picked: File[]) => {
    setProblem(null);
    setCompressing((n) => n + picked.length);
    try {
      const ready = await Promise.all(picked.map((file) => compressImage(file)));
      const { duplicates } = queue.add(ready);
      if (duplicates.length > 0) {
        const names = duplicates.join(', ');
        toaster.create({ type: 'info', title: t`Left out: a picture of the same name is already there`, description: names, duration: 6000, closable: true });
      }
    } finally {
      setCompressing((n) => n - picked.length);
    }
  };

  // The guard reads the latest state through a ref: Next is pressed long after the step rendered.
  const pending = queue.items.length + compressing;
  const uploaded = images.length;
  useEffect(() => {
    setGuard(() => {
      if (pending > 0) {
        setAsking(true);
        return false;
      }
      if (uploaded === 0) {
        // Said beside the pictures (brought into view), not in a toast that repeats it.
        setProblem(t`You must upload at least one image`);
        requestAnimationFrame(() => problemRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }));
        return false;
      }
      return true;
    });
    return () => setGuard(null);
  }, [setGuard, t, pending, uploaded]);

  const uploadPending = () => {
    setAsking(false);
    for (const item of queue.items) if (item.status === 'failed') queue.retry(item.key);
    const refused = queue.items.filter((item) => item.status === 'invalid').length;
    if (refused > 0) toaster.create({ type: 'error', title: t`Some pictures cannot be uploaded`, description: t`Remove them, or choose other pictures.` });
  };
  const discardPending = () => {
    setAsking(false);
    for (const item of queue.items) queue.remove(item.key);
  };

  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [commitDelete, isDeleting] = useMutation<ImagesStepDeleteMutation>(graphql`
    mutation ImagesStepDeleteMutation($input: DeleteAttachmentInput!) {
      deleteAttachment(input: $input) {
        deletedAttachmentId
      }
    }
  `);
  const confirmDelete = () => {
    if (!deleting) return;
    const name = deleting.name;
    commitDelete({
      variables: { input: { id: deleting.id } },
      onCompleted: () => {
        setDeleting(null);
        toaster.create({ type: 'success', title: t`${name} was deleted` });
        refresh();
      },
      onError: (error) => {
        setDeleting(null);
        toaster.create({ type: 'error', title: t`The picture could not be deleted`, description: refusalText(error), duration: 8000, closable: true });
      },
    });
  };

  const count = images.length;
  const deletingName = deleting?.name ?? '';
  return (
    <StepCard title={kind === 'before' ? t`Pictures before the service` : t`Pictures after the service`}>
      <Text color="fg.muted" fontSize="sm">
        {kind === 'before' ? (
          <Trans>Take at least one picture of the device and its surroundings as you found them.</Trans>
        ) : (
          <Trans>Take at least one picture of the device and its surroundings as you leave them.</Trans>
        )}
      </Text>
      <FileDropZone
        accept="image/*"
        capture="environment"
        onFiles={(files) => void onFiles(files)}
        label={
          // A phone takes pictures with the button; dropping files is for a computer.
          <Box as="span" hideBelow="md">
            <Trans>Drop pictures here</Trans>
          </Box>
        }
        hint={<Trans>JPEG, PNG, WebP, GIF or HEIC, at most 5 MB each; compressed before upload</Trans>}
        buttonLabel={<Trans>Take or choose pictures</Trans>}
      />
      {compressing > 0 && (
        <Text fontSize="sm" color="fg.muted" role="status">
          <Trans>Preparing {compressing} pictures…</Trans>
        </Text>
      )}
      <UploadQueueList items={queue.items} onRemove={queue.remove} onRetry={queue.retry} />
      {problem && uploaded === 0 && (
        <Alert.Root status="error" role="alert" ref={problemRef}>
          <Alert.Indicator />
          <Alert.Title>{problem}</Alert.Title>
        </Alert.Root>
      )}
      <Stack gap="2">
        <Text fontWeight="medium">
          <Trans>Uploaded pictures ({count})</Trans>
        </Text>
        {count === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            <Trans>No pictures yet</Trans>
          </Text>
        ) : (
          <SimpleGrid as="ul" columns={{ base: 2, sm: 3 }} gap="3" listStyleType="none" aria-label={t`Uploaded pictures`}>
            {images.map((image) => {
              const name = image.name;
              return (
                <Box as="li" key={image.id} borderWidth="1px" borderRadius="l2" overflow="hidden" minW="0">
                  <Image src={image.url} alt={name} aspectRatio={4 / 3} objectFit="cover" w="full" bg="bg.muted" />
                  <HStack gap="1" px="2" py="1" minW="0">
                    <Stack gap="0" flex="1" minW="0">
                      <Text fontSize="xs" truncate title={name}>
                        {name}
                      </Text>
                      <Text fontSize="xs" color="fg.muted">
                        {formatBytes(i18n, image.size)}
                      </Text>
                    </Stack>
                    <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t`Delete ${name}`} onClick={() => setDeleting({ id: image.id, name })}>
                      <Trash2Icon aria-hidden />
                    </IconButton>
                  </HStack>
                </Box>
              );
            })}
          </SimpleGrid>
        )}
      </Stack>
      {asking && (
        <ConfirmDialog title={t`Found unuploaded images`} confirmLabel={<Trans>Upload them</Trans>} confirmPalette="brand" onConfirm={uploadPending} onClose={() => setAsking(false)}>
          <Stack gap="3">
            <Text>
              <Trans>Some chosen pictures are not uploaded yet. Upload them before you go on, or discard them.</Trans>
            </Text>
            <Button variant="outline" colorPalette="red" onClick={discardPending} alignSelf="flex-start">
              <Trans>Discard them</Trans>
            </Button>
          </Stack>
        </ConfirmDialog>
      )}
      {deleting && (
        <ConfirmDialog title={t`Delete ${deletingName}?`} confirmLabel={<Trans>Delete picture</Trans>} onConfirm={confirmDelete} loading={isDeleting} onClose={() => setDeleting(null)}>
          <Text>
            <Trans>The picture is deleted from the order for good.</Trans>
          </Text>
        </ConfirmDialog>
      )}
    </StepCard>
  );
}
