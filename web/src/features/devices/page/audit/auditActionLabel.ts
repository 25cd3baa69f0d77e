import { t } from '@lingui/core/macro';

/** An audit action (`device.update`, …) in the user's language; an action not known here is shown as it is. */
export function auditActionLabel(action: string): string {
  switch (action) {
    case 'device.create':
      return t`Created`;
    case 'device.import':
      return t`Imported`;
    case 'device.update':
      return t`Changed`;
    case 'device.delete':
      return t`Deleted`;
    case 'device.purge':
      return t`Deleted permanently`;
    case 'device.downlinkConfig.update':
      return t`Downlink changed`;
    case 'device.waterLevel.update':
    case 'device.waterLevel.reset':
      return t`Water level changed`;
    case 'device.image.add':
      return t`Image added`;
    case 'device.image.delete':
      return t`Image deleted`;
    case 'device.replaced':
      return t`Taken down and replaced`;
    case 'device.replacement':
      return t`Installed as a replacement`;
    case 'alarm.create':
      return t`Alarm created`;
    case 'alarm.update':
      return t`Alarm changed`;
    case 'alarm.delete':
      return t`Alarm deleted`;
    default:
      return action;
  }
}
