import { Box, HStack, Link } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { serviceOrderWizardPath } from '../../../routing/paths';
import { useWizardStepName } from './useWizardStepName';
import { wizardSteps, type WizardStep } from './wizardSteps';

/**
 * Every step as a chip, in one scrolling row on a phone (the current one brought into view) and
 * wrapped on a wider screen; the current one is marked, and a chip opens its step (a technician
 * may go back to any step).
 */
export function WizardStepChips({ orderId, current }: { orderId: string; current: WizardStep }) {
  const { t } = useLingui();
  const stepName = useWizardStepName();
  const currentRef = useRef<HTMLAnchorElement | null>(null);
  useEffect(() => {
    // Not returned: Chromium's scrollIntoView now answers a promise, which React would call as a clean-up.
    currentRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [current]);
  const index = wizardSteps.indexOf(current);
  return (
    <Box as="nav" aria-label={t`Wizard steps`} overflowX={{ base: 'auto', md: 'visible' }} mx={{ base: '-1', md: '0' }} py="1" css={{ scrollbarWidth: 'thin' }}>
      {/* One scrolling row on a phone; wrapped on a wider screen, where all nine fit in two rows at most. */}
      <HStack as="ol" gap="1.5" listStyleType="none" px="1" w={{ base: 'max-content', md: 'auto' }} flexWrap={{ base: 'nowrap', md: 'wrap' }}>
        {wizardSteps.map((step, i) => {
          const here = step === current;
          const position = i + 1;
          return (
            <li key={step}>
              <Link
                asChild
                ref={here ? currentRef : undefined}
                display="inline-flex"
                alignItems="center"
                gap="1.5"
                minH="9"
                px="3"
                borderRadius="full"
                borderWidth="1px"
                fontSize="sm"
                whiteSpace="nowrap"
                textDecoration="none"
                bg={here ? 'brand.solid' : i < index ? 'brand.subtle' : 'bg'}
                color={here ? 'brand.contrast' : 'fg'}
                borderColor={here ? 'brand.solid' : 'border'}
                fontWeight={here ? 'semibold' : 'normal'}
                aria-current={here ? 'step' : undefined}
              >
                <RouterLink to={serviceOrderWizardPath(orderId, step)} replace>
                  {position}. {stepName(step)}
                </RouterLink>
              </Link>
            </li>
          );
        })}
      </HStack>
    </Box>
  );
}
