import { Skeleton, Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';

/** The wizard while its order loads: the header, the step row and a step's body (or the body alone). */
export function ServiceWizardSkeleton({ body = false }: { body?: boolean }) {
  const { t } = useLingui();
  return (
    <Stack gap="4" maxW="3xl" mx="auto" w="full" aria-busy="true" aria-label={t`Loading the service wizard`}>
      {!body && (
        <>
          <Skeleton height="4" width="60%" />
          <Skeleton height="7" width="40%" />
          <Skeleton height="2" />
          <Skeleton height="9" />
        </>
      )}
      <Skeleton height="32" />
      <Skeleton height="20" />
    </Stack>
  );
}
