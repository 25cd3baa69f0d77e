/** Quality of the browser's re-encoding (spec part 2 §5: installation pictures at 0.75). */
export const IMAGE_QUALITY = 0.75;

const isHeic = (file: File) => /image\/hei[cf]/i.test(file.type) || /\.(heic|heif)$/i.test(file.name);

/**
 * A picture as it is uploaded (spec part 2 §5): re-encoded at quality 0.75 with its EXIF rotation
 * applied to the pixels (phones store portrait photos sideways with a rotation tag that not every
 * viewer honours), no larger than 2560 px a side; HEIC and anything not an image go as they are.
 * browser-image-compression is loaded on the first picture only (it is not in the first load), and
 * runs on the page's thread: its worker would fetch its own copy from a CDN. A picture it cannot
 * read is uploaded as it is, and the server judges it.
 */
export async function compressImage(file: File): Promise<File> {
  if (!file.type.startsWith('image/') || isHeic(file) || file.type === 'image/gif') return file;
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const compressed = await imageCompression(file, {
      initialQuality: IMAGE_QUALITY,
      maxSizeMB: 5,
      maxWidthOrHeight: 2560,
      useWebWorker: false,
    });
    return new File([compressed], file.name, { type: compressed.type || file.type, lastModified: file.lastModified });
  } catch (error) {
    console.warn('The picture could not be compressed; it is uploaded as it is', error);
    return file;
  }
}
