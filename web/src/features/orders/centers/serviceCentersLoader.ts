import type { LoaderFunctionArgs } from 'react-router-dom';
import ServiceCentersPageQuery, { type ServiceCentersPageQuery as ServiceCentersPageQueryType } from '../../../../__generated__/ServiceCentersPageQuery.graphql';
import { parseSearchParams } from '../../../components/list/parseSearchParams';
import { replaceDroppedParams } from '../../../components/list/replaceDroppedParams';
import { preload } from '../../../relay/preload';
import { serviceCentersSearchSchema, serviceCentersVariables } from './serviceCentersSearchParams';

/** /orders/service-centers: the URL is checked first (what does not parse is dropped, with a toast). */
export function serviceCentersLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const parsed = parseSearchParams(serviceCentersSearchSchema(), url.searchParams);
  replaceDroppedParams(url, parsed.dropped, parsed.params);
  return preload<ServiceCentersPageQueryType>(ServiceCentersPageQuery, serviceCentersVariables(parsed.params));
}
