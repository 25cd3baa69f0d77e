import { Button, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { useNavigate } from 'react-router-dom';
import type { FinishStep_order$key } from '../../../../__generated__/FinishStep_order.graphql';
import type { FinishStepMutation } from '../../../../__generated__/FinishStepMutation.graphql';
import { toaster } from '../../../components/toaster';
import { serviceOrderDetailsPath } from '../../../routing/paths';
import { useLookupLabel } from '../../lookups/useLookupLabel';
import { FactList } from '../serviceOrder/FactList';
import { LimitedTextarea } from '../serviceOrder/LimitedTextarea';
import { refusalText } from '../serviceOrder/refusalText';
import { ChoiceButtons } from './ChoiceButtons';
import type { StepProps } from './NextGuard';
import { StepCard } from './StepCard';

type Outcome = 'COMPLETED' | 'FAILED';
const COMMENT_MAX = 5000;

/** What was done, at a glance, and finishing the order as completed or failed (with a closing comment); then its details page. */
export function FinishStep({ orderRef, onFinished }: StepProps<FinishStep_order$key> & { onFinished: () => void }) {
  const { t } = useLingui();
  const label = useLookupLabel();
  const navigate = useNavigate();
  const order = useFragment(
    graphql`
      fragment FinishStep_order on ServiceOrder {
        id
        orderId
        number
        comment
        solutions {
          slug
          name
        }
        cause {
          slug
          name
        }
        replacementAllowed
        replacement {
          oldDevice {
            name
          }
          newDevice {
            name
          }
        }
        beforeImages {
          id
        }
        afterImages {
          id
        }
      }
    `,
    orderRef,
  );
  const [outcome, setOutcome] = useState<Outcome>('COMPLETED');
  const [comment, setComment] = useState(order.comment ?? '');
  const [commit, finishing] = useMutation<FinishStepMutation>(graphql`
    mutation FinishStepMutation($input: FinishServiceOrderInput!) {
      finishServiceOrder(input: $input) {
        serviceOrder {
          id
          comment
          completedAt
          status {
            slug
            name
          }
        }
      }
    }
  `);
  const number = order.number;
  const finish = () => {
    if (comment.trim().length > COMMENT_MAX) return;
    onFinished();
    commit({
      variables: { input: { id: order.id, outcome, ...(comment.trim() ? { comment: comment.trim() } : {}) } },
      onCompleted: () => {
        toaster.create({ type: 'success', title: outcome === 'FAILED' ? t`Service order ${number} was closed as failed` : t`Service order ${number} was completed` });
        navigate(serviceOrderDetailsPath(order.orderId));
      },
      onError: (error) => {
        toaster.create({ type: 'error', title: t`The order could not be finished`, description: refusalText(error), duration: 10000, closable: true });
      },
    });
  };
  const replacement = order.replacement
    ? `${order.replacement.oldDevice?.name ?? '—'} → ${order.replacement.newDevice?.name ?? '—'}`
    : order.replacementAllowed
      ? t`Needed, but not made`
      : t`Not needed`;
  const before = order.beforeImages.length;
  const after = order.afterImages.length;
  return (
    <Stack gap="4">
      <StepCard title={t`What was done`}>
        <FactList
          label={t`What was done`}
          items={[
            { label: t`Solutions`, value: order.solutions.length > 0 ? order.solutions.map((s) => label('serviceSolution', { slug: s.slug, name: s.name })).join(', ') : '—' },
            { label: t`Cause`, value: order.cause ? label('serviceCause', { slug: order.cause.slug, name: order.cause.name }) : '—' },
            { label: t`Replacement`, value: replacement },
            { label: t`Pictures`, value: t`${before} before, ${after} after` },
          ]}
        />
      </StepCard>
      <StepCard title={t`Finish the order`}>
        <ChoiceButtons
          label={t`Outcome`}
          value={outcome}
          onChange={setOutcome}
          choices={[
            { value: 'COMPLETED', label: <Trans>Completed</Trans> },
            { value: 'FAILED', label: <Trans>Failed</Trans> },
          ]}
        />
        <Text fontSize="sm" color="fg.muted">
          {outcome === 'FAILED' ? <Trans>The work could not be done. Say why in the comment.</Trans> : <Trans>The work was done.</Trans>}
        </Text>
        <LimitedTextarea name="closing-comment" label={t`Comment`} value={comment} onChange={setComment} max={COMMENT_MAX} rows={3} />
        <Button size="lg" colorPalette={outcome === 'FAILED' ? 'red' : 'green'} loading={finishing} onClick={finish} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          {outcome === 'FAILED' ? <Trans>Finish as failed</Trans> : <Trans>Finish as completed</Trans>}
        </Button>
      </StepCard>
    </Stack>
  );
}
