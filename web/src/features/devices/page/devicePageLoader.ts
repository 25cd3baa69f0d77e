import { data, type LoaderFunctionArgs } from 'react-router-dom';
import DevicePageQuery, { type DevicePageQuery as DevicePageQueryType } from '../../../../__generated__/DevicePageQuery.graphql';
import { replaceDroppedParams } from '../../../components/list/replaceDroppedParams';
import { withoutParams } from '../../../components/list/withoutParams';
import { preload } from '../../../relay/preload';
import { isRestId } from '../../../routing/isRestId';
import { deviceGlobalId } from './deviceGlobalId';
import { deviceTabOf, type DevicePageMode } from './deviceTabOf';
import { deviceTabVariables } from './deviceTabs';

const ALLOWED_PARAMS = new Set(['tab']);

/**
 * The route loader of a device's pages (`/devices/:deviceId`, `…/edit`, `…/alerts`, and the same
 * under an organisation). It starts the page's query with the open tab's fields; a `?tab=` that
 * names no tab, and any other parameter, is dropped with a toast so that no link breaks the page.
 */
export function devicePageLoader({ params, request }: LoaderFunctionArgs, mode: DevicePageMode) {
  const deviceId = params.deviceId;
  // A device's REST id is a uuid: anything else names no device (the not-found page, not an error).
  if (!isRestId(deviceId)) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const tab = deviceTabOf(url.searchParams, mode);
  const dropped = [...url.searchParams].filter(([name, value]) => !ALLOWED_PARAMS.has(name) || (mode === 'view' && value !== tab)).map(([name, value]) => ({ name, value }));
  replaceDroppedParams(url, dropped, withoutParams(url.searchParams, dropped));
  return preload<DevicePageQueryType>(DevicePageQuery, { id: deviceGlobalId(deviceId), ...deviceTabVariables(tab) });
}
