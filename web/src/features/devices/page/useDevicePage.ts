import { createContext, useContext } from 'react';

/** What the device page shares with its tabs besides the device itself. */
export type DevicePageContextValue = {
  /** The user's UTC offset in hours, for days and times. */
  utcOffset: number;
  /** The device's own path (`/devices/{id}` or `/organizations/{orgId}/devices/{id}`). */
  basePath: string;
  /** The Information tab is in edit mode (`…/edit`). */
  editing: boolean;
  /** Opens or leaves edit mode (changes the URL). */
  setEditing: (editing: boolean) => void;
  /** The viewer's ability for this device (CASL, with the device's owner as the subject's owner). */
  can: (action: string, subject?: string) => boolean;
};

export const DevicePageContext = createContext<DevicePageContextValue | null>(null);

/** The device page's context; only inside the page. */
export function useDevicePage(): DevicePageContextValue {
  const value = useContext(DevicePageContext);
  if (!value) throw new Error('useDevicePage() outside the device page');
  return value;
}
