import { Alert, Button, Link, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { graphql, useFragment, useMutation } from 'react-relay';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import type { FinishStep_order$key } from '../../../../__generated__/FinishStep_order.graphql';
import type { FinishStepMutation } from '../../../../__generated__/FinishStepMutation.graphql';
import { toaster } from '../../../components/toaster';
import { serviceOrderDetailsPath, serviceOrderWizardPath } from '../../../routing/paths';
import { useLookupLabel } from '../../lookups/useLookupLabel';
import { FactList } from '../serviceOrder/FactList';
import { LimitedTextarea } from '../serviceOrder/LimitedTextarea';
import { refusalText } from '../serviceOrder/refusalText';
import { ChoiceButtons } from './ChoiceButtons';
import type { StepProps } from './NextGuard';
import { StepCard } from './StepCard';
import type { WizardStep } from './wizardSteps';

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
  // The step chips open Finish without the earlier steps: finishing stays allowed (a dispatcher may
  // close an order by hand), but what the service lacks is said plainly, each with its step.
  const missing: { step: WizardStep; text: string }[] = [
    ...(before === 0 ? [{ step: 'before-service' as const, text: t`No pictures before the service` }] : []),
    ...(order.solutions.length === 0 ? [{ step: 'device-service' as const, text: t`No solution chosen` }] : []),
    ...(order.replacementAllowed && !order.replacement ? [{ step: 'replacement' as const, text: t`The device was to be replaced, but was not` }] : []),
    ...(!order.cause ? [{ step: 'issue' as const, text: t`No cause chosen` }] : []),
    ...(after === 0 ? [{ step: 'after-service' as const, text: t`No pictures after the service` }] : []),
  ];
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
        {missing.length > 0 && (
          <Alert.Root status="warning" data-testid="finish-missing">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>
                <Trans>Missing from this service</Trans>
              </Alert.Title>
              <Alert.Description>
                <List.Root ps="4" gap="1" mt="1">
                  {missing.map((item) => (
                    <List.Item key={item.step}>
                      <Link asChild variant="underline">
                        <RouterLink to={serviceOrderWizardPath(order.orderId, item.step)}>{item.text}</RouterLink>
                      </Link>
                    </List.Item>
                  ))}
                </List.Root>
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
      </StepCard>
      <StepCard title={t`Finish the order`}>
        <ChoiceButtons
          label={t`Outcome`}
          value={outcome}
          onChange={setOutcome}
          choices={[
            { value: 'COMPLETED', label: <Trans context="service outcome">Completed</Trans> },
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
