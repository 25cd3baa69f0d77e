import { DEFAULT_DEVICE_TAB, deviceTabs } from './deviceTabs';

/** Which of the device's pages: the device, its edit form (`/edit`) or its alarms (`/alerts`). */
export type DevicePageMode = 'view' | 'edit' | 'alerts';

/** The tab a device page opens: `/edit` the Information tab, `/alerts` the Alarms tab, else `?tab=`. */
export function deviceTabOf(params: URLSearchParams, mode: DevicePageMode): string {
  const known = (key: string | null) => key !== null && deviceTabs.some((tab) => tab.key === key);
  if (mode === 'edit') return 'info';
  if (mode === 'alerts' && known('alarms')) return 'alarms';
  const asked = params.get('tab');
  return known(asked) ? asked! : DEFAULT_DEVICE_TAB;
}
