import { useLingui } from '@lingui/react/macro';
import { usePropertyLabel } from '../info/usePropertyLabel';

/**
 * An audit field as the API names it (`ownerId`, `properties.elevation`, `downlinkConfig.miAbove`,
 * an alarm's `notifyFromHour`) in the words the device's forms use; a field not known here is
 * shown as it is, so a new one is never hidden.
 */
export function useAuditFieldLabel() {
  const { t } = useLingui();
  const propertyLabel = usePropertyLabel();
  const labels: Record<string, string> = {
    name: t`Name`,
    device: t`Network id`,
    serialNumber: t`Serial number`,
    ownerId: t`Owner`,
    deviceModelId: t`Model`,
    packageId: t`Package`,
    placeName: t`Place`,
    notes: t`Notes`,
    locationTypeStancode: t`Location type`,
    isComplete: t`Installation complete`,
    isUnsuccessful: t`Installation failed`,
    active: t`Active`,
    lifecycle: t`Lifecycle`,
    geo: t`Position`,
    images: t`Image`,
    'downlinkConfig.th': t`Threshold`,
    'downlinkConfig.miUnder': t`Measurement interval below the threshold (minutes)`,
    'downlinkConfig.xtiUnder': t`Measurements per transmission below the threshold`,
    'downlinkConfig.miAbove': t`Measurement interval at or above the threshold (minutes)`,
    'downlinkConfig.xtiAbove': t`Measurements per transmission at or above the threshold`,
    unitSlug: t`Measurement`,
    operator: t`Condition`,
    value: t`Value`,
    aggregation: t`Compare`,
    evaluationFrequency: t`Evaluation window (minutes)`,
    notifyFromHour: t`Notify from`,
    notifyToHour: t`Notify until`,
    notificationEmails: t`E-mails`,
    isActive: t`Active`,
  };
  return (field: string) => labels[field] ?? (field.startsWith('properties.') ? propertyLabel(field.slice('properties.'.length)) : field);
}
