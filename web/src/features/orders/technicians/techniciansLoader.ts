import type { LoaderFunctionArgs } from 'react-router-dom';
import TechniciansPageQuery, { type TechniciansPageQuery as TechniciansPageQueryType } from '../../../../__generated__/TechniciansPageQuery.graphql';
import { parseSearchParams } from '../../../components/list/parseSearchParams';
import { replaceDroppedParams } from '../../../components/list/replaceDroppedParams';
import { preload } from '../../../relay/preload';
import { techniciansSearchSchema, techniciansVariables } from './techniciansSearchParams';

/** /orders/technicians: the URL is checked first (what does not parse is dropped, with a toast). */
export function techniciansLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const parsed = parseSearchParams(techniciansSearchSchema(), url.searchParams);
  replaceDroppedParams(url, parsed.dropped, parsed.params);
  return preload<TechniciansPageQueryType>(TechniciansPageQuery, techniciansVariables(parsed.params));
}
