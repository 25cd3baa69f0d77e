import { Box, Flex, HStack, IconButton, Progress, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlertIcon, FileIcon, RotateCwIcon, XIcon } from 'lucide-react';
import { formatBytes } from './formatBytes';
import type { UploadItem } from './useUploadQueue';

type Props = {
  items: readonly UploadItem[];
  onRemove: (key: string) => void;
  onRetry: (key: string) => void;
};

/**
 * The files of an upload queue (`useUploadQueue`), one row each: name, size, a progress bar while
 * it is sent, the reason it was refused or failed, and Remove / Retry / Cancel.
 */
export function UploadQueueList({ items, onRemove, onRetry }: Props) {
  const { t, i18n } = useLingui();
  if (items.length === 0) return null;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label={t`Files to upload`}>
      {items.map((item) => {
        const { key, file, status, progress, error } = item;
        const name = file.name;
        const problem = status === 'invalid' || status === 'failed';
        const percent = Math.round(progress * 100);
        return (
          <Box
            as="li"
            key={key}
            borderWidth="1px"
            borderRadius="l2"
            borderColor={problem ? 'border.error' : 'border'}
            px="3"
            py="2"
            data-status={status}
          >
            <Flex gap="3" align="center">
              <Box color={problem ? 'fg.error' : 'fg.muted'} flexShrink={0}>
                {problem ? <CircleAlertIcon aria-hidden /> : <FileIcon aria-hidden />}
              </Box>
              <Stack gap="0.5" flex="1" minW="0">
                <HStack gap="2" minW="0">
                  <Text fontWeight="medium" truncate title={name} flex="1" minW="0">
                    {name}
                  </Text>
                  <Text color="fg.muted" textStyle="sm" flexShrink={0}>
                    {formatBytes(i18n, file.size)}
                  </Text>
                </HStack>
                {status === 'uploading' && (
                  <Progress.Root value={percent} size="xs" colorPalette="blue">
                    <HStack gap="2">
                      <Progress.Track flex="1" aria-label={t`Uploading ${name}`}>
                        <Progress.Range />
                      </Progress.Track>
                      <Progress.ValueText textStyle="xs" color="fg.muted" minW="9" textAlign="end">
                        {percent} %
                      </Progress.ValueText>
                    </HStack>
                  </Progress.Root>
                )}
                {status === 'queued' && (
                  <Text textStyle="sm" color="fg.muted">
                    <Trans>Waiting…</Trans>
                  </Text>
                )}
                {problem && error && (
                  <Text textStyle="sm" color="fg.error" role="alert">
                    {error}
                  </Text>
                )}
              </Stack>
              <HStack gap="1" flexShrink={0}>
                {status === 'failed' && (
                  <IconButton size="sm" variant="ghost" aria-label={t`Retry ${name}`} title={t`Retry`} onClick={() => onRetry(key)}>
                    <RotateCwIcon />
                  </IconButton>
                )}
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={status === 'uploading' ? t`Cancel the upload of ${name}` : t`Remove ${name}`}
                  title={status === 'uploading' ? t`Cancel` : t`Remove`}
                  onClick={() => onRemove(key)}
                >
                  <XIcon />
                </IconButton>
              </HStack>
            </Flex>
          </Box>
        );
      })}
    </Stack>
  );
}
