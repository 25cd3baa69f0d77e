import type { Map as MapLibreMap } from 'maplibre-gl';
import { COUNT_IMAGE_PREFIX } from './clusterLayers';

/** The text a count image shows, or null when the image is not one of ours. */
export function countImageText(imageId: string): string | null {
  if (!imageId.startsWith(COUNT_IMAGE_PREFIX)) return null;
  const text = imageId.slice(COUNT_IMAGE_PREFIX.length);
  return /^[0-9]+(\.[0-9])?k?$/i.test(text) ? text : null;
}

/**
 * Draws cluster counts on demand, the first time maplibre needs each one, with the browser's own
 * font. This keeps the map free of a glyph server, so it works offline.
 */
export function drawCountImages(map: MapLibreMap) {
  map.setMissingStyleImageResolver((id) => {
    const text = countImageText(id);
    if (text === null || map.hasImage(id)) return;
    const ratio = Math.min(Math.max(Math.round(globalThis.devicePixelRatio || 1), 1), 3);
    const canvas = document.createElement('canvas');
    const context = canvas.getContext('2d');
    if (!context) return;
    const font = `600 ${12 * ratio}px Inter, 'Segoe UI', system-ui, sans-serif`;
    context.font = font;
    const width = Math.ceil(context.measureText(text).width) + 4 * ratio;
    const height = 16 * ratio;
    canvas.width = width;
    canvas.height = height;
    context.font = font; // resizing the canvas resets its state
    context.fillStyle = '#ffffff';
    context.textAlign = 'center';
    context.textBaseline = 'middle';
    context.fillText(text, width / 2, height / 2 + ratio / 2);
    map.addImage(id, context.getImageData(0, 0, width, height), { pixelRatio: ratio });
  });
  return () => void map.setMissingStyleImageResolver(null);
}
