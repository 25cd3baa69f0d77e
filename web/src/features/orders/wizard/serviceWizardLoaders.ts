import { redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { fetchQuery } from 'relay-runtime';
import ServiceWizardPageQuery, { type ServiceWizardPageQuery as ServiceWizardPageQueryType } from '../../../../__generated__/ServiceWizardPageQuery.graphql';
import { getEnvironment } from '../../../relay/environmentHolder';
import { longGlobalId } from '../../../relay/longGlobalId';
import { preload } from '../../../relay/preload';
import { serviceOrderWizardPath } from '../../../routing/paths';
import { urlStepOf } from './wizardSteps';

// Both loaders in one small chunk (the route tree names them by key).

const variablesOf = (orderId: string) => ({ id: longGlobalId('ServiceOrder', orderId) });

/** `/orders/service-orders/{orderId}/wizard/{step}`: the order with everything its steps show. */
export function serviceWizardLoader({ params }: LoaderFunctionArgs) {
  return preload<ServiceWizardPageQueryType>(ServiceWizardPageQuery, variablesOf(params.orderId ?? ''));
}

/**
 * The bare `/wizard`: opens the step the order was left at (on any phone), or the first one. The
 * answer stays in the store for the step's page. A failed read opens the first step, whose page
 * then says what is wrong (a missing order goes back to the list).
 */
export async function serviceWizardStartLoader({ params }: LoaderFunctionArgs) {
  const orderId = params.orderId ?? '';
  let saved: string | null;
  try {
    const data = await fetchQuery<ServiceWizardPageQueryType>(getEnvironment(), ServiceWizardPageQuery, variablesOf(orderId)).toPromise();
    saved = data?.node?.order?.activeWizardStep ?? null;
  } catch {
    saved = null;
  }
  return redirect(serviceOrderWizardPath(orderId, urlStepOf(saved)));
}
