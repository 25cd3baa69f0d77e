import { Box, Flex, Skeleton, Stack } from '@chakra-ui/react';
import { Logo } from '../../components/Logo';
import { PageSkeleton } from '../../components/PageSkeleton';

/** The frame's outline while the viewer loads, so the page does not jump when it arrives. */
export function ShellSkeleton() {
  return (
    <Flex direction="column" minH="100dvh" bg="bg.canvas">
      <Flex as="header" align="center" h="14" px={{ base: '4', md: '5' }} bg="bg" borderBottomWidth="1px" gap="3">
        <Logo />
        <Box flex="1" />
        <Skeleton h="6" w="16" borderRadius="full" />
        <Skeleton h="8" w="8" borderRadius="full" />
      </Flex>
      <Flex flex="1">
        <Stack display={{ base: 'none', md: 'flex' }} w="60" bg="bg" borderRightWidth="1px" px="3" py="4" gap="3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} h="9" borderRadius="l2" />
          ))}
        </Stack>
        <Box flex="1" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }}>
          <PageSkeleton />
        </Box>
      </Flex>
    </Flex>
  );
}
