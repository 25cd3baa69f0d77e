import { Center, Spinner } from '@chakra-ui/react';

/** Shown only for the first moment while the first route's loader runs. */
export function FullPageSpinner() {
  return (
    <Center minH="100dvh" bg="bg.canvas">
      <Spinner size="lg" color="brand.solid" />
    </Center>
  );
}
