import { Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** Cards side by side as wide as they fit (at least 340px); a big card spans the whole row. */
export function DashboardDeviceGrid({ children }: { children: ReactNode }) {
  return (
    <Grid templateColumns={{ base: '1fr', sm: 'repeat(auto-fill, minmax(340px, 1fr))' }} gap="4" alignItems="start">
      {children}
    </Grid>
  );
}
