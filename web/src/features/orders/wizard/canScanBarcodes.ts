/**
 * Whether this browser can read barcodes from the camera (the Barcode Detection API: Chrome on
 * Android and ChromeOS, Safari 17+ on iOS behind none): elsewhere the serial number is typed.
 */
export const canScanBarcodes = () =>
  typeof window !== 'undefined' && 'BarcodeDetector' in window && typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia;
