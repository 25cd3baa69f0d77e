import { Checkbox, Fieldset, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { graphql, useFragment, useLazyLoadQuery } from 'react-relay';
import type { DeviceServiceStep_order$key } from '../../../../__generated__/DeviceServiceStep_order.graphql';
import type { DeviceServiceStepQuery } from '../../../../__generated__/DeviceServiceStepQuery.graphql';
import { toaster } from '../../../components/toaster';
import { useLookupLabel } from '../../lookups/useLookupLabel';
import { ChoiceButtons } from './ChoiceButtons';
import type { StepProps } from './NextGuard';
import { StepCard } from './StepCard';
import { useSaveServiceData } from './useSaveServiceData';

/** What was done (solutions, several) and whether the device must be replaced; saved on Next. */
export function DeviceServiceStep({ orderRef, setGuard }: StepProps<DeviceServiceStep_order$key>) {
  const { t } = useLingui();
  const label = useLookupLabel();
  const order = useFragment(
    graphql`
      fragment DeviceServiceStep_order on ServiceOrder {
        id
        replacementAllowed
        solutions {
          solutionId
        }
        replacement {
          __typename
        }
      }
    `,
    orderRef,
  );
  const { serviceSolutions } = useLazyLoadQuery<DeviceServiceStepQuery>(
    graphql`
      query DeviceServiceStepQuery {
        serviceSolutions {
          solutionId
          slug
          name
        }
      }
    `,
    {},
  );
  const [chosen, setChosen] = useState<string[]>(() => order.solutions.map((s) => s.solutionId));
  const [replace, setReplace] = useState<'yes' | 'no' | null>(order.replacementAllowed === null ? null : order.replacementAllowed ? 'yes' : 'no');
  const replaced = order.replacement !== null;
  const save = useSaveServiceData(order.id);

  useEffect(() => {
    setGuard(async () => {
      const [solutionIds, replacement] = [chosen, replace];
      if (solutionIds.length === 0) {
        toaster.create({ type: 'error', title: t`Choose at least one solution` });
        return false;
      }
      if (replacement === null) {
        toaster.create({ type: 'error', title: t`Say whether the device must be replaced` });
        return false;
      }
      return save({ solutionIds, replacementAllowed: replacement === 'yes' });
    });
    return () => setGuard(null);
  }, [setGuard, save, t, chosen, replace]);

  const toggle = (id: string, on: boolean) => setChosen((current) => (on ? [...current, id] : current.filter((x) => x !== id)));
  return (
    <Stack gap="4">
      <StepCard title={t`What did you do?`}>
        <Fieldset.Root gap="0">
          <Fieldset.Legend srOnly>{t`Solutions`}</Fieldset.Legend>
          <Stack gap="1">
            {serviceSolutions.map((solution) => (
              <Checkbox.Root
                key={solution.solutionId}
                size="lg"
                py="2"
                checked={chosen.includes(solution.solutionId)}
                onCheckedChange={(e) => toggle(solution.solutionId, e.checked === true)}
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{label('serviceSolution', { slug: solution.slug, name: solution.name })}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
        </Fieldset.Root>
      </StepCard>
      <StepCard title={t`Must the device be replaced?`}>
        {replaced ? (
          <Text color="fg.muted">
            <Trans>The device has been replaced.</Trans>
          </Text>
        ) : (
          <ChoiceButtons
            label={t`Must the device be replaced?`}
            value={replace}
            onChange={setReplace}
            choices={[
              { value: 'yes', label: <Trans>Yes, replace it</Trans> },
              { value: 'no', label: <Trans>No</Trans> },
            ]}
          />
        )}
      </StepCard>
    </Stack>
  );
}
