import { Skeleton, Stack } from '@chakra-ui/react';
import { Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { InfoStep_order$key } from '../../../../__generated__/InfoStep_order.graphql';
import { ServiceOrderAttachments } from '../serviceOrder/ServiceOrderAttachments';
import { ServiceOrderFacts } from '../serviceOrder/ServiceOrderFacts';
import type { StepProps } from './NextGuard';

/** The order's facts (issue, notes, due date, owner, device) and its attachments to download: the details page's own pieces. */
export function InfoStep({ orderRef, utcOffset }: StepProps<InfoStep_order$key>) {
  const order = useFragment(
    graphql`
      fragment InfoStep_order on ServiceOrder {
        id
        ...ServiceOrderFacts_order
      }
    `,
    orderRef,
  );
  return (
    <Stack gap="4">
      <ServiceOrderFacts orderRef={order} utcOffset={utcOffset} />
      <Suspense fallback={<Skeleton height="32" />}>
        <ServiceOrderAttachments orderId={order.id} utcOffset={utcOffset} editable={false} />
      </Suspense>
    </Stack>
  );
}
