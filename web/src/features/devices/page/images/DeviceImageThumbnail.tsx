import { Box, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { ImageOffIcon } from 'lucide-react';
import type { DeviceImagesSectionFragment$data } from '../../../../../__generated__/DeviceImagesSectionFragment.graphql';

export type DeviceImage = DeviceImagesSectionFragment$data['images']['edges'][number]['node'];

/** The image in a 4:3 box: a skeleton until it has loaded, a placeholder when it cannot be shown. */
export function Thumbnail({ image, onImageError, fit = 'cover' }: { image: DeviceImage; onImageError: () => void; fit?: 'cover' | 'contain' }) {
  // State per url: a fresh url (after a refresh) starts over.
  const [state, setState] = useState<{ url: string; status: 'loading' | 'loaded' | 'broken' }>({ url: image.url, status: 'loading' });
  const status = state.url === image.url ? state.status : 'loading';
  return (
    <Box position="relative" width="full" aspectRatio={fit === 'cover' ? '4 / 3' : undefined} bg="bg.muted">
      {status === 'loading' && <Skeleton position="absolute" inset="0" />}
      {status === 'broken' ? (
        <Stack position="absolute" inset="0" align="center" justify="center" color="fg.muted" gap="1" p="2">
          <ImageOffIcon aria-hidden />
          <Text textStyle="xs" textAlign="center">
            <Trans>The image could not be shown</Trans>
          </Text>
        </Stack>
      ) : (
        <img
          key={image.url}
          src={image.url}
          alt={image.name}
          loading="lazy"
          decoding="async"
          onLoad={() => setState({ url: image.url, status: 'loaded' })}
          onError={() => {
            // Perhaps an expired url: fresh ones are asked for, and a new url starts over (the
            // state is per url). The same url again means the file itself cannot be shown.
            onImageError();
            setState({ url: image.url, status: 'broken' });
          }}
          style={{
            display: 'block',
            width: '100%',
            height: fit === 'cover' ? '100%' : 'auto',
            maxHeight: fit === 'contain' ? '60vh' : undefined,
            objectFit: fit,
            opacity: status === 'loaded' ? 1 : 0,
            transition: 'opacity 0.2s',
          }}
        />
      )}
    </Box>
  );
}
