import { HStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A form's buttons in a bar that stays at the bottom of the screen while a long form scrolls
 * (device forms: the map and the settings below it). Above the content it passes over: a map's
 * own controls are stacked in the map, and would otherwise show through the bar.
 */
export function StickyFormActions({ children }: { children: ReactNode }) {
  return (
    <HStack gap="3" justify="flex-end" position="sticky" bottom="0" zIndex="docked" bg="bg" py="3" borderTopWidth="1px">
      {children}
    </HStack>
  );
}
