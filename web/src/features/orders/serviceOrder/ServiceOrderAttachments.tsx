import { Badge, Box, Heading, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useMemo, useState, useTransition } from 'react';
import { DownloadIcon, FileWarningIcon, PaperclipIcon, Trash2Icon } from 'lucide-react';
import { graphql, useLazyLoadQuery, useMutation } from 'react-relay';
import type { ServiceOrderAttachmentsDeleteMutation } from '../../../../__generated__/ServiceOrderAttachmentsDeleteMutation.graphql';
import type { ServiceOrderAttachmentsQuery } from '../../../../__generated__/ServiceOrderAttachmentsQuery.graphql';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toaster } from '../../../components/toaster';
import { FileDropZone } from '../../../components/upload/FileDropZone';
import { acceptOf } from '../../../components/upload/fileProblem';
import { formatBytes } from '../../../components/upload/formatBytes';
import { UploadQueueList } from '../../../components/upload/UploadQueueList';
import { useUploadQueue } from '../../../components/upload/useUploadQueue';
import { formatDateTime } from '../../../i18n/format/formatDateTime';
import { ATTACHMENT_RULES, attachmentUploadUrl } from './attachmentRules';
import { refusalText } from './refusalText';

type Props = {
  /** The order's global id. */
  orderId: string;
  utcOffset: number;
  /** Files may be added and deleted (an open order, a viewer who may change it). */
  editable: boolean;
};

/**
 * An order's attachments (spec part 2 §2, §8, §9): a drop zone on the shared upload path, the files
 * in a 350 px scrolling list with download and delete (asked first), "corrupted file" for one
 * without a url and "no attachments" when there are none.
 */
export function ServiceOrderAttachments({ orderId, utcOffset, editable }: Props) {
  const { t, i18n } = useLingui();
  const [fetchKey, setFetchKey] = useState(0);
  const [, startRefresh] = useTransition();
  const data = useLazyLoadQuery<ServiceOrderAttachmentsQuery>(
    graphql`
      query ServiceOrderAttachmentsQuery($id: ID!) {
        node(id: $id) {
          ... on ServiceOrder @alias(as: "order") {
            attachments(first: 100) {
              edges {
                node {
                  id
                  name
                  size
                  createdAt
                  url
                }
              }
            }
          }
        }
      }
    `,
    { id: orderId },
    { fetchKey, fetchPolicy: fetchKey === 0 ? 'store-or-network' : 'network-only' },
  );
  const refresh = useCallback(() => startRefresh(() => setFetchKey((key) => key + 1)), []);
  const files = useMemo(() => data.node?.order?.attachments.edges.map((edge) => edge.node) ?? [], [data]);
  const existingNames = useMemo(() => files.map((file) => file.name), [files]);
  const queue = useUploadQueue({
    url: attachmentUploadUrl(orderId),
    field: 'file',
    rules: ATTACHMENT_RULES,
    existingNames,
    concurrency: 2,
    disabled: !editable,
    onUploaded: () => refresh(),
  });
  const onFiles = (picked: File[]) => {
    const { duplicates } = queue.add(picked);
    if (duplicates.length > 0) {
      const names = duplicates.join(', ');
      toaster.create({ type: 'info', title: t`Left out: a file of the same name is already there`, description: names, duration: 6000, closable: true });
    }
  };

  const [deleting, setDeleting] = useState<{ id: string; name: string } | null>(null);
  const [commitDelete, isDeleting] = useMutation<ServiceOrderAttachmentsDeleteMutation>(graphql`
    mutation ServiceOrderAttachmentsDeleteMutation($input: DeleteAttachmentInput!) {
      deleteAttachment(input: $input) {
        deletedAttachmentId
      }
    }
  `);
  const confirmDelete = () => {
    if (!deleting) return;
    const fileName = deleting.name;
    commitDelete({
      variables: { input: { id: deleting.id } },
      onCompleted: () => {
        setDeleting(null);
        toaster.create({ type: 'success', title: t`${fileName} was deleted`, duration: 5000, closable: true });
        refresh();
      },
      onError: (error) => {
        setDeleting(null);
        toaster.create({ type: 'error', title: t`The file could not be deleted`, description: refusalText(error), duration: 8000, closable: true });
      },
    });
  };

  const total = files.length;
  const deletingName = deleting?.name ?? '';
  return (
    <Stack as="section" gap="4" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }} bg="bg.panel" aria-labelledby="order-attachments-heading" minW="0">
      <HStack gap="2">
        <Heading as="h2" size="md" id="order-attachments-heading">
          <Trans>Attachments</Trans>
        </Heading>
        {total > 0 && <Badge variant="subtle">{total}</Badge>}
      </HStack>
      {editable && (
        <Stack gap="3">
          <FileDropZone
            accept={acceptOf(ATTACHMENT_RULES)}
            onFiles={onFiles}
            label={<Trans>Drop attachments here</Trans>}
            hint={<Trans>PDF, Word, Excel, PowerPoint, OpenDocument, text, CSV or images, at most 5 MB each</Trans>}
            compact
          />
          <UploadQueueList items={queue.items} onRemove={queue.remove} onRetry={queue.retry} />
        </Stack>
      )}
      {total === 0 ? (
        <Text color="fg.muted">
          <Trans>No attachments</Trans>
        </Text>
      ) : (
        <Box maxH="350px" overflowY="auto" borderWidth="1px" borderRadius="l2" tabIndex={0} role="group" aria-label={t`Files on the order`}>
          <Stack as="ul" gap="0" listStyleType="none">
            {files.map((file) => {
              const name = file.name;
              const corrupted = !file.url;
              return (
                <HStack as="li" key={file.id} gap="3" px="3" py="2" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} minW="0">
                  {corrupted ? <FileWarningIcon aria-hidden color="var(--chakra-colors-fg-error)" /> : <PaperclipIcon aria-hidden />}
                  <Stack gap="0" flex="1" minW="0">
                    <Text truncate fontSize="sm" title={name}>
                      {name}
                    </Text>
                    <Text fontSize="xs" color={corrupted ? 'fg.error' : 'fg.muted'}>
                      {corrupted ? t`Corrupted file` : `${formatBytes(i18n, file.size)} · ${formatDateTime(i18n, file.createdAt, utcOffset)}`}
                    </Text>
                  </Stack>
                  {!corrupted && (
                    <IconButton asChild size="xs" variant="ghost" aria-label={t`Download ${name}`}>
                      <Link href={`${file.url}${file.url.includes('?') ? '&' : '?'}download=true`} download={name}>
                        <DownloadIcon aria-hidden />
                      </Link>
                    </IconButton>
                  )}
                  {editable && (
                    <IconButton size="xs" variant="ghost" colorPalette="red" aria-label={t`Delete ${name}`} onClick={() => setDeleting({ id: file.id, name })}>
                      <Trash2Icon aria-hidden />
                    </IconButton>
                  )}
                </HStack>
              );
            })}
          </Stack>
        </Box>
      )}
      {deleting && (
        <ConfirmDialog title={t`Delete ${deletingName}?`} confirmLabel={<Trans>Delete file</Trans>} onConfirm={confirmDelete} loading={isDeleting} onClose={() => setDeleting(null)}>
          <Text>
            <Trans>The file is removed from the order for good.</Trans>
          </Text>
        </ConfirmDialog>
      )}
    </Stack>
  );
}
