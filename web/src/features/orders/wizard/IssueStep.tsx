import { Stack } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { IssueStep_order$key } from '../../../../__generated__/IssueStep_order.graphql';
import type { IssueStepQuery } from '../../../../__generated__/IssueStepQuery.graphql';
import { toaster } from '../../../components/toaster';
import { useLookupLabel } from '../../lookups/useLookupLabel';
import { LimitedTextarea } from '../serviceOrder/LimitedTextarea';
import { ChoiceButtons } from './ChoiceButtons';
import type { StepProps } from './NextGuard';
import { StepCard } from './StepCard';
import { useSaveServiceData } from './useSaveServiceData';

/** The API's limit on the technician's comment. */
const COMMENT_MAX = 5000;

/** Why the device needed service (the cause, from the lookup) and the technician's comment; saved on Next. */
export function IssueStep({ orderRef, setGuard }: StepProps<IssueStep_order$key>) {
  const { t } = useLingui();
  const label = useLookupLabel();
  const order = useFragment(
    graphql`
      fragment IssueStep_order on ServiceOrder {
        id
        comment
        cause {
          causeId
        }
      }
    `,
    orderRef,
  );
  const { serviceCauses } = useLazyLoadQuery<IssueStepQuery>(
    graphql`
      query IssueStepQuery {
        serviceCauses {
          causeId
          slug
          name
        }
      }
    `,
    {},
  );
  const [cause, setCause] = useState<string | null>(order.cause?.causeId ?? null);
  const [comment, setComment] = useState(order.comment ?? '');
  const save = useSaveServiceData(order.id);
  useEffect(() => {
    setGuard(async () => {
      const [causeId, text] = [cause, comment];
      if (!causeId) {
        toaster.create({ type: 'error', title: t`Choose the cause` });
        return false;
      }
      if (text.trim().length > COMMENT_MAX) {
        toaster.create({ type: 'error', title: t`The comment is too long` });
        return false;
      }
      return save({ causeId, comment: text.trim() ? text.trim() : null });
    });
    return () => setGuard(null);
  }, [setGuard, save, t, cause, comment]);
  return (
    <Stack gap="4">
      <StepCard title={t`What caused it?`}>
        <ChoiceButtons
          label={t`Cause`}
          value={cause}
          onChange={setCause}
          choices={serviceCauses.map((c) => ({ value: c.causeId, label: label('serviceCause', { slug: c.slug, name: c.name }) }))}
        />
      </StepCard>
      <StepCard>
        <LimitedTextarea name="comment" label={t`Comment`} helper={t`What you found and did, for the next visit.`} value={comment} onChange={setComment} max={COMMENT_MAX} />
      </StepCard>
    </Stack>
  );
}
