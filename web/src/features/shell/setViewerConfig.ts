import type { RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * `updateUserConfig` answers the settings alone, and UserConfig has no id for Relay to merge by,
 * so the new settings are linked onto the viewer by hand.
 */
export function setViewerConfig(store: RecordSourceSelectorProxy) {
  const config = store.getRootField('updateUserConfig')?.getLinkedRecord('config');
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (config && viewer) viewer.setLinkedRecord(config, 'config');
}
