import { graphql, useFragment } from 'react-relay';
import type { DeviceInfoTabFragment$key } from '../../../../../__generated__/DeviceInfoTabFragment.graphql';

/** The Information tab: the device's facts, and the edit form in edit mode. */
export function DeviceInfoTab({ deviceRef }: { deviceRef: DeviceInfoTabFragment$key; deleted: boolean }) {
  const device = useFragment(
    graphql`
      fragment DeviceInfoTabFragment on Device {
        name
      }
    `,
    deviceRef,
  );
  return <div>{device.name}</div>;
}
