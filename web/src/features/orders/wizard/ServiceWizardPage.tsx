import { Alert, Box, Button, HStack, Link, Progress, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Navigate, Link as RouterLink, useLoaderData, useNavigate, useParams } from 'react-router-dom';
import type { ServiceWizardPageQuery as ServiceWizardPageQueryType } from '../../../../__generated__/ServiceWizardPageQuery.graphql';
import { toaster } from '../../../components/toaster';
import { isServiceOrderWizardStep, serviceOrderDetailsPath, serviceOrdersPath, serviceOrderWizardPath } from '../../../routing/paths';
import { isOpenStatus } from '../serviceOrder/serviceOrderState';
import { CheckDataStep } from './CheckDataStep';
import { DeviceServiceStep } from './DeviceServiceStep';
import { FinishStep } from './FinishStep';
import { ImagesStep } from './ImagesStep';
import { InfoStep } from './InfoStep';
import { IssueStep } from './IssueStep';
import { LocationStep } from './LocationStep';
import { ReplacementStep } from './ReplacementStep';
import { ServiceWizardSkeleton } from './ServiceWizardSkeleton';
import { useSaveWizardStep } from './useSaveWizardStep';
import { useWizardStepName } from './useWizardStepName';
import { WizardStepChips } from './WizardStepChips';
import type { NextGuard } from './NextGuard';
import { wizardSteps, type WizardStep } from './wizardSteps';

export const ServiceWizardPageQuery = graphql`
  query ServiceWizardPageQuery($id: ID!) {
    viewer {
      config {
        utcOffset
      }
    }
    node(id: $id) {
      ... on ServiceOrder @alias(as: "order") {
        id
        orderId
        number
        status {
          slug
        }
        activeWizardStep
        deviceFacts {
          name
        }
        replacement {
          newDevice {
            name
          }
        }
        ...LocationStep_order
        ...InfoStep_order
        ...ImagesStep_order
        ...DeviceServiceStep_order
        ...ReplacementStep_order
        ...IssueStep_order
        ...CheckDataStep_order
        ...FinishStep_order
      }
    }
  }
`;

/**
 * `/orders/service-orders/:orderId/wizard/:step`: the technician's service wizard, phone first. Each
 * step is in the URL and saved on the order (another phone resumes there); a step may refuse Next
 * until its work is done (images uploaded, the replacement made) and saves what it asks for.
 */
export function ServiceWizardPage() {
  const queryRef = useLoaderData() as PreloadedQuery<ServiceWizardPageQueryType>;
  return (
    <Suspense fallback={<ServiceWizardSkeleton />}>
      <ServiceWizardContent queryRef={queryRef} />
    </Suspense>
  );
}

function ServiceWizardContent({ queryRef }: { queryRef: PreloadedQuery<ServiceWizardPageQueryType> }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const data = usePreloadedQuery<ServiceWizardPageQueryType>(ServiceWizardPageQuery, queryRef);
  const params = useParams();
  const step: WizardStep = isServiceOrderWizardStep(params.step) ? params.step : 'location';
  const order = data.node?.order ?? null;
  const utcOffset = data.viewer?.config.utcOffset ?? 0;
  const stepName = useWizardStepName();
  // Set by the finish step: its own toast and navigation replace the "closed" ones below.
  const finished = useRef(false);
  const open = order ? isOpenStatus(order.status.slug) : false;
  const refusal = useSaveWizardStep(order && open ? order.id : null, step, order?.activeWizardStep ?? null);

  const guard = useRef<NextGuard | null>(null);
  const setGuard = useCallback((next: NextGuard | null) => {
    guard.current = next;
  }, []);
  const [checking, setChecking] = useState(false);

  useEffect(() => {
    if (!order) toaster.create({ type: 'error', title: t`The service order was not found`, description: t`It may have been deleted, or you may not see it.` });
    else if (!open && !finished.current) {
      const number = order.number;
      toaster.create({ type: 'info', title: t`Service order ${number} is closed`, description: t`A finished or archived order has no service wizard.` });
    }
  }, [order, open, t]);

  // Each step starts at the top (a phone keeps the previous step's scroll otherwise).
  useEffect(() => {
    window.scrollTo?.({ top: 0 });
  }, [step]);

  if (!order) return <Navigate to={serviceOrdersPath()} replace />;
  if (!open) return <Navigate to={serviceOrderDetailsPath(order.orderId)} replace />;

  const index = wizardSteps.indexOf(step);
  const position = index + 1;
  const total = wizardSteps.length;
  const name = stepName(step);
  const number = order.number;
  const deviceName = order.replacement?.newDevice?.name ?? order.deviceFacts.name;
  const previous = index > 0 ? wizardSteps[index - 1] : null;
  const next = index < total - 1 ? wizardSteps[index + 1] : null;

  const goNext = async () => {
    if (!next) return;
    setChecking(true);
    try {
      const ok = guard.current ? await guard.current() : true;
      if (ok) navigate(serviceOrderWizardPath(order.orderId, next));
    } finally {
      setChecking(false);
    }
  };

  const stepProps = { orderRef: order, setGuard, utcOffset };
  return (
    <Stack gap="4" maxW="3xl" mx="auto" w="full" minW="0" pb="2">
      <Stack gap="2" as="header">
        <Text fontSize="sm" color="fg.muted" truncate>
          <Link asChild color="fg.muted" variant="underline">
            <RouterLink to={serviceOrderDetailsPath(order.orderId)}>
              <Trans>Service order {number}</Trans>
            </RouterLink>
          </Link>
          {' · '}
          {deviceName}
        </Text>
        <Text as="h1" fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" lineHeight="short">
          {name}
        </Text>
        <Progress.Root value={(position / total) * 100} size="sm" colorPalette="brand" aria-label={t`Step ${position} of ${total}: ${name}`}>
          <HStack justify="space-between" mb="1">
            <Progress.Label fontSize="sm" color="fg.muted" fontWeight="normal">
              <Trans>
                Step {position} of {total}
              </Trans>
            </Progress.Label>
          </HStack>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <WizardStepChips orderId={order.orderId} current={step} />
      </Stack>

      {refusal && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              <Trans>You cannot work on this order</Trans>
            </Alert.Title>
            <Alert.Description>{refusal}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      <Box as="section" aria-label={name} minW="0">
        <Suspense fallback={<ServiceWizardSkeleton body />}>
          {step === 'location' && <LocationStep {...stepProps} />}
          {step === 'info' && <InfoStep {...stepProps} />}
          {step === 'before-service' && <ImagesStep key="before" kind="before" {...stepProps} />}
          {step === 'device-service' && <DeviceServiceStep {...stepProps} />}
          {step === 'replacement' && <ReplacementStep {...stepProps} />}
          {step === 'issue' && <IssueStep {...stepProps} />}
          {step === 'after-service' && <ImagesStep key="after" kind="after" {...stepProps} />}
          {step === 'check-data' && <CheckDataStep {...stepProps} />}
          {step === 'finish' && <FinishStep {...stepProps} onFinished={() => (finished.current = true)} />}
        </Suspense>
      </Box>

      <HStack
        gap="3"
        position="sticky"
        bottom="0"
        zIndex="docked"
        bg="bg"
        py="3"
        borderTopWidth="1px"
        justify="space-between"
        role="group"
        aria-label={t`Wizard navigation`}
      >
        <Button
          size="lg"
          variant="outline"
          flex={{ base: '1', md: '0 0 auto' }}
          minW={{ md: '40' }}
          disabled={!previous}
          onClick={() => previous && navigate(serviceOrderWizardPath(order.orderId, previous))}
        >
          <ChevronLeftIcon aria-hidden />
          <Trans>Back</Trans>
        </Button>
        {next && (
          <Button size="lg" colorPalette="brand" flex={{ base: '1', md: '0 0 auto' }} minW={{ md: '40' }} loading={checking} onClick={() => void goNext()}>
            <Trans>Next</Trans>
            <ChevronRightIcon aria-hidden />
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
