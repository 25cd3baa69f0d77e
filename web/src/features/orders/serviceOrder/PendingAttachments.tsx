import { Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlertIcon, PaperclipIcon, XIcon } from 'lucide-react';
import { toaster } from '../../../components/toaster';
import { FileDropZone } from '../../../components/upload/FileDropZone';
import { acceptOf, fileProblem } from '../../../components/upload/fileProblem';
import { formatBytes } from '../../../components/upload/formatBytes';
import { uploadFile } from '../../../components/upload/uploadFile';
import { ATTACHMENT_RULES, attachmentUploadUrl } from './attachmentRules';

/**
 * A new order's attachments: files dropped before the order exists are kept here (checked and
 * de-duplicated by name as the shared queue does) and sent by `uploadPending` once it is created.
 */
export function PendingAttachments({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const { t, i18n } = useLingui();
  const onFiles = (picked: File[]) => {
    const names = new Set(files.map((file) => file.name));
    const added: File[] = [];
    const duplicates: string[] = [];
    for (const file of picked) {
      if (names.has(file.name)) duplicates.push(file.name);
      else {
        names.add(file.name);
        added.push(file);
      }
    }
    if (duplicates.length > 0) {
      const list = duplicates.join(', ');
      toaster.create({ type: 'info', title: t`Left out: a file of the same name is already there`, description: list, duration: 6000, closable: true });
    }
    onChange([...files, ...added]);
  };
  return (
    <Stack as="section" gap="4" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }} bg="bg.panel" aria-labelledby="new-order-attachments" minW="0">
      <Heading as="h2" size="md" id="new-order-attachments">
        <Trans>Attachments</Trans>
      </Heading>
      <FileDropZone
        accept={acceptOf(ATTACHMENT_RULES)}
        onFiles={onFiles}
        label={<Trans>Drop attachments here</Trans>}
        hint={<Trans>PDF, Word, Excel, PowerPoint, OpenDocument, text, CSV or images, at most 5 MB each</Trans>}
        compact
      />
      {files.length === 0 ? (
        <Text color="fg.muted">
          <Trans>No attachments</Trans>
        </Text>
      ) : (
        <Stack as="ul" gap="1" listStyleType="none" maxH="350px" overflowY="auto" aria-label={t`Files to attach`}>
          {files.map((file) => {
            const name = file.name;
            const problem = fileProblem(i18n, file, ATTACHMENT_RULES);
            const size = formatBytes(i18n, file.size);
            return (
              <HStack as="li" key={name} gap="3" px="2" py="1.5" borderWidth="1px" borderRadius="l2" minW="0">
                {problem ? <CircleAlertIcon aria-hidden color="var(--chakra-colors-fg-error)" /> : <PaperclipIcon aria-hidden />}
                <Stack gap="0" flex="1" minW="0">
                  <Text truncate fontSize="sm" title={name}>
                    {name}
                  </Text>
                  <Text fontSize="xs" color={problem ? 'fg.error' : 'fg.muted'}>
                    {problem ?? t`${size} · sent when the order is created`}
                  </Text>
                </Stack>
                <IconButton size="xs" variant="ghost" aria-label={t`Remove ${name}`} onClick={() => onChange(files.filter((f) => f !== file))}>
                  <XIcon aria-hidden />
                </IconButton>
              </HStack>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

/**
 * Sends the files kept for a new order to it (one request each, as the shared queue does); the
 * names of those that could not be sent, with why, are returned for one message.
 */
export async function uploadPending(i18n: Parameters<typeof fileProblem>[0], orderId: string, files: File[]): Promise<string[]> {
  const failed: string[] = [];
  for (const file of files) {
    if (fileProblem(i18n, file, ATTACHMENT_RULES)) continue;
    try {
      await uploadFile({ url: attachmentUploadUrl(orderId), file, field: 'file' });
    } catch (error) {
      failed.push(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return failed;
}
