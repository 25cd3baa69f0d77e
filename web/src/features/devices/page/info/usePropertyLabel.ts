import { useLingui } from '@lingui/react/macro';

/** A property's name in the user's language; a key not known here is shown as it is. */
export function usePropertyLabel() {
  const { t } = useLingui();
  const labels: Record<string, string> = {
    firmwareVersion: t`Firmware version`,
    locationId: t`Location id`,
    elevation: t`Elevation (DVR90)`,
    boundary_distance: t`Boundary distance`,
    heightOffset: t`Height offset`,
    overFlowThreshold: t`Overflow threshold`,
    minVWC: t`Minimum VWC`,
    maxVWC: t`Maximum VWC`,
    probeTemperatureOffset: t`Probe temperature offset`,
    temperatureWarningBelow: t`Warning below`,
    temperatureDangerBelow: t`Danger below`,
    captureIntervalMinutes: t`Capture interval`,
    wifiSsid: t`Wi-Fi network`,
    sntpServer: t`Time server (SNTP)`,
    tankCapacityLitres: t`Tank capacity`,
    tankHeightCm: t`Tank height`,
    mmPerTip: t`Rain per tip`,
  };
  return (key: string) => labels[key] ?? key;
}
