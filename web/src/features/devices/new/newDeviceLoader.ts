import NewDevicePageQuery, { type NewDevicePageQuery as NewDevicePageQueryType } from '../../../../__generated__/NewDevicePageQuery.graphql';
import { preload } from '../../../relay/preload';

/** The route loader of /devices/new (and an organisation's): the owners, models and packages to choose from. */
export function newDeviceLoader() {
  return preload<NewDevicePageQueryType>(NewDevicePageQuery, {}, { fetchPolicy: 'store-or-network' });
}
