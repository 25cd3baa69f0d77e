import type { SerializedSvg } from './serializeSvg';

// Twice the CSS size, so the image stays sharp on a slide or in a printed report.
const SCALE = 2;

// A browser that cannot decode the SVG may fire neither load nor error: the menu must not spin forever.
const LOAD_TIMEOUT_MS = 15_000;

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    const timer = setTimeout(() => reject(new Error('The chart image did not load.')), LOAD_TIMEOUT_MS);
    image.onload = () => (clearTimeout(timer), resolve(image));
    image.onerror = () => (clearTimeout(timer), reject(new Error('The chart could not be drawn as an image.')));
    image.src = url;
  });
}

/** Draws the chart on a white canvas and encodes it as PNG or JPEG. */
export async function svgToImage({ markup, width, height }: SerializedSvg, type: 'image/png' | 'image/jpeg'): Promise<Blob> {
  const url = URL.createObjectURL(new Blob([markup], { type: 'image/svg+xml;charset=utf-8' }));
  try {
    const image = await loadImage(url);
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, width * SCALE);
    canvas.height = Math.max(1, height * SCALE);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas.');
    // JPEG has no transparency: without this, the empty parts turn black.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    context.scale(SCALE, SCALE);
    context.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas gave no image.'))), type, 0.92),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
