import { useLingui } from '@lingui/react/macro';
import { useMemo, useState } from 'react';
import type { PropertyField } from './deviceCategoryFields';
import { validateDeviceForm, type DeviceFormValues } from './deviceFormSchema';

/** The keys of the form's plain text inputs. */
export type DeviceFormKey = Exclude<keyof DeviceFormValues, 'properties'>;

/**
 * The state of a device form (the Information tab's edit form and the new-device form): the values
 * as typed, the browser's problems once the user has tried to save, and the server's field errors,
 * each of which stays until its field changes. `extraErrors` are the caller's own checks (fields the
 * shared form does not have), shown the same way.
 */
export function useDeviceForm(initial: DeviceFormValues, fields: readonly PropertyField[], extraErrors: Record<string, string> = {}) {
  const { i18n } = useLingui();
  const [values, setValues] = useState<DeviceFormValues>(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const formErrors = useMemo(() => validateDeviceForm(i18n, fields, values), [i18n, fields, values]);
  const clientErrors = { ...formErrors, ...extraErrors };
  const errors = { ...(submitted ? clientErrors : {}), ...serverErrors };

  const set = (key: DeviceFormKey, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    setServerErrors((current) => {
      const { [key === 'lat' ? 'geo.lat' : key === 'lon' ? 'geo.lon' : key]: _dropped, ...rest } = current;
      return key === 'lat' || key === 'lon' ? Object.fromEntries(Object.entries(rest).filter(([k]) => k !== 'geo')) : rest;
    });
  };
  const setProperty = (key: string, value: string) => {
    setValues((current) => ({ ...current, properties: { ...current.properties, [key]: value } }));
    setServerErrors(({ [`properties.${key}`]: _dropped, ...rest }) => rest);
  };
  /** Marks the form as submitted; true when the browser finds nothing wrong (else the first problem gets focus). */
  const check = (): boolean => {
    setSubmitted(true);
    if (Object.keys(clientErrors).length === 0) return true;
    // Focus the first problem, so a keyboard or screen-reader user hears what to fix.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('[data-device-form] [aria-invalid="true"]')?.focus());
    return false;
  };
  return { values, set, setProperty, errors, check, setServerErrors };
}
