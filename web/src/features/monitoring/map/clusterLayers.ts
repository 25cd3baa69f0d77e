import type { CircleLayerSpecification, SymbolLayerSpecification } from 'maplibre-gl';
import { MARKER_COLORS } from './mapPoints';

export const POINTS_SOURCE = 'monitoring-points';
export const CLUSTER_LAYER = 'monitoring-clusters';
export const CLUSTER_COUNT_LAYER = 'monitoring-cluster-counts';
export const POINT_LAYER = 'monitoring-points';

/** Prefix of the images that show cluster counts (see countImages.ts). */
export const COUNT_IMAGE_PREFIX = 'fieldsense-count-';

/** How many points of each cluster need attention, summed by maplibre as it clusters. */
export const CLUSTER_PROPERTIES = {
  errors: ['+', ['case', ['==', ['get', 'tone'], 'error'], 1, 0]],
} as const;

const CLUSTER_FILL = '#0f4c5c';

export const clusterLayer: CircleLayerSpecification = {
  id: CLUSTER_LAYER,
  type: 'circle',
  source: POINTS_SOURCE,
  filter: ['has', 'point_count'],
  paint: {
    'circle-color': CLUSTER_FILL,
    'circle-opacity': 0.88,
    // Bigger for more devices, in steps so sizes are easy to tell apart.
    'circle-radius': ['step', ['get', 'point_count'], 15, 10, 19, 100, 24, 1000, 30],
    // A red ring tells that some device inside needs attention before anyone zooms in.
    'circle-stroke-color': ['case', ['>', ['get', 'errors'], 0], MARKER_COLORS.error, '#ffffff'],
    'circle-stroke-width': ['case', ['>', ['get', 'errors'], 0], 3, 2],
  },
};

/** Counts as images drawn with the browser's own font, at once: no font file to wait for, whatever the style. */
export const clusterCountLayer: SymbolLayerSpecification = {
  id: CLUSTER_COUNT_LAYER,
  type: 'symbol',
  source: POINTS_SOURCE,
  filter: ['has', 'point_count'],
  layout: {
    'icon-image': ['concat', COUNT_IMAGE_PREFIX, ['to-string', ['get', 'point_count_abbreviated']]],
    'icon-allow-overlap': true,
    'icon-ignore-placement': true,
  },
};

export const pointLayer: CircleLayerSpecification = {
  id: POINT_LAYER,
  type: 'circle',
  source: POINTS_SOURCE,
  filter: ['!', ['has', 'point_count']],
  paint: {
    'circle-color': ['get', 'color'],
    'circle-radius': ['interpolate', ['linear'], ['zoom'], 6, 6, 12, 8],
    'circle-stroke-color': '#ffffff',
    'circle-stroke-width': 2,
  },
};
