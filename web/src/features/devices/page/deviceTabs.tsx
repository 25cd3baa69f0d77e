import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { DevicePageQuery$data } from '../../../../__generated__/DevicePageQuery.graphql';

/** The device as the page's query reads it. */
type DeviceNode = Extract<NonNullable<DevicePageQuery$data['node']>, { __typename: 'Device' }>;

/** The keys of the tabs' fragments in the page's query (each spread `@alias(as: "<key>")`). */
export type DeviceTabKey = {
  [K in keyof DeviceNode]-?: NonNullable<DeviceNode[K]> extends { readonly ' $fragmentSpreads': unknown } ? (K extends 'header' ? never : K) : never;
}[keyof DeviceNode];

/**
 * What every tab gets: the device (the key of the tab's own fragment) and whether it is deleted
 * (then every field is disabled and nothing can be saved).
 */
export type DeviceTabProps<K extends DeviceTabKey = DeviceTabKey> = {
  deviceRef: NonNullable<DeviceNode[K]>;
  deleted: boolean;
};

export type DeviceTab = {
  /** The tab's key in the URL (`?tab=<key>`), its query variable (`$<key>Tab`) and its fragment's alias. */
  key: DeviceTabKey;
  title: MessageDescriptor;
  /** Lazily imported: a tab's code (and its charts, maps) downloads when the tab first opens. */
  Component: LazyExoticComponent<ComponentType<{ deviceRef: never; deleted: boolean }>>;
  /** Only for some devices or viewers (the downlink tab: spec part 2 §6); shown to all when absent. */
  shows?: (context: DeviceTabContext) => boolean;
};

/** What `shows` decides on. */
export type DeviceTabContext = {
  /** The model takes a downlink configuration (it has an MQTT broker number). */
  downlinkSupported: boolean;
  /** The viewer's ability (CASL) with the device's owner filled in: `can('update', 'DownlinkConfig')`. */
  can: (action: string, subject: string) => boolean;
};

/** A tab, checked: its component must take the fragment the page's query spreads under its key. */
function defineTab<K extends DeviceTabKey>(tab: {
  key: K;
  title: MessageDescriptor;
  Component: LazyExoticComponent<ComponentType<DeviceTabProps<K>>>;
  shows?: (context: DeviceTabContext) => boolean;
}): DeviceTab {
  return tab as unknown as DeviceTab;
}

/**
 * The device page's tabs, in the order they are shown (spec part 2 §2: Information, Services, Data,
 * Downlink, Alarms, Contracts, Audit, Applied config) — insert a new tab at its place.
 *
 * To add one:
 * 1. Write the tab in `features/devices/tabs/<Name>Tab.tsx`: one named export, a component taking
 *    `{ deviceRef, deleted }` where `deviceRef` is the key of its own fragment on Device
 *    (`fragment <Name>TabFragment on Device { … }`). It renders inside the page's Suspense and
 *    error boundary; lists inside it page with `@refetchable` as usual.
 * 2. In `DevicePage.tsx`'s `DevicePageQuery`, spread that fragment as
 *    `...<Name>TabFragment @include(if: $<key>Tab) @alias(as: "<key>")`, declaring
 *    `$<key>Tab: Boolean = false` beside the others.
 * 3. Add an entry below: `defineTab({ key, title: msg\`…\`, Component: lazy(() => import(…).then((m) => ({ default: m.<Name>Tab }))) })`.
 *    TypeScript refuses the entry until the query spreads the tab's fragment under that key.
 * A tab shown only to some viewers or devices (downlink: spec §6) says so in `shows`.
 */
export const deviceTabs: DeviceTab[] = [
  defineTab({
    key: 'info',
    title: msg`Information`,
    Component: lazy(() => import('./info/DeviceInfoTab').then((m) => ({ default: m.DeviceInfoTab }))),
  }),
  defineTab({
    key: 'services',
    title: msg`Services`,
    Component: lazy(() => import('./services/DeviceServicesTab').then((m) => ({ default: m.DeviceServicesTab }))),
  }),
  defineTab({
    key: 'data',
    title: msg`Data`,
    Component: lazy(() => import('./data/DeviceDataTab').then((m) => ({ default: m.DeviceDataTab }))),
  }),
  defineTab({
    key: 'downlink',
    title: msg`Downlink`,
    Component: lazy(() => import('../tabs/DeviceDownlinkTab').then((m) => ({ default: m.DeviceDownlinkTab }))),
    // Spec part 2 §6: only for models with an MQTT broker number, and only for those who may change it.
    shows: ({ downlinkSupported, can }) => downlinkSupported && can('update', 'DownlinkConfig'),
  }),
  defineTab({
    key: 'alarms',
    title: msg`Alarms`,
    Component: lazy(() => import('../tabs/DeviceAlarmsTab').then((m) => ({ default: m.DeviceAlarmsTab }))),
  }),
  defineTab({
    key: 'contracts',
    title: msg`Contracts`,
    Component: lazy(() => import('../tabs/DeviceContractsTab').then((m) => ({ default: m.DeviceContractsTab }))),
    // The API refuses a device's contracts to those who may not read contracts.
    shows: ({ can }) => can('read', 'Contract'),
  }),
  defineTab({
    key: 'audit',
    title: msg`Audit`,
    Component: lazy(() => import('./audit/DeviceAuditTab').then((m) => ({ default: m.DeviceAuditTab }))),
  }),
  defineTab({
    key: 'applied',
    title: msg`Applied config`,
    Component: lazy(() => import('../tabs/DeviceAppliedConfigTab').then((m) => ({ default: m.DeviceAppliedConfigTab }))),
  }),
];

/** The tab opened when the URL names none (or one that does not exist). */
export const DEFAULT_DEVICE_TAB = 'info';

/** The query variables that load `tab`'s fields. */
export function deviceTabVariables(tab: string): Record<string, boolean> {
  return { [`${tab}Tab`]: true };
}
