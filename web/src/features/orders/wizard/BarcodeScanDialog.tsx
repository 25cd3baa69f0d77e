import { Box, Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';

type Detected = { rawValue: string };
type Detector = { detect: (source: HTMLVideoElement) => Promise<Detected[]> };
type DetectorClass = new (options?: { formats?: string[] }) => Detector;

/**
 * The back camera in a dialog, read by the browser's BarcodeDetector (barcodes and QR codes) until
 * it sees a code: `onCode` gets the first one. The camera stops when the dialog closes.
 */
export function BarcodeScanDialog({ onCode, onClose }: { onCode: (code: string) => void; onClose: () => void }) {
  const { t } = useLingui();
  const video = useRef<HTMLVideoElement | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let stream: MediaStream | null = null;
    let frame = 0;
    let stopped = false;
    const Detector = (window as unknown as { BarcodeDetector: DetectorClass }).BarcodeDetector;
    const detector = new Detector();
    const scan = async () => {
      if (stopped || !video.current) return;
      try {
        const codes = await detector.detect(video.current);
        const code = codes.find((c) => c.rawValue.trim())?.rawValue.trim();
        if (code && !stopped) {
          stopped = true;
          onCode(code);
          return;
        }
      } catch {
        // A frame the detector could not read: try the next one.
      }
      frame = requestAnimationFrame(() => void scan());
    };
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (media) => {
        stream = media;
        if (stopped || !video.current) return;
        video.current.srcObject = media;
        await video.current.play();
        void scan();
      })
      .catch(() => setProblem(t`The camera could not be opened. Allow the browser to use it, or type the serial number.`));
    return () => {
      stopped = true;
      cancelAnimationFrame(frame);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [onCode, t]);
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} size={{ base: 'full', md: 'md' }}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Scan the new device's barcode</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {problem ? (
                <Text color="fg.error" role="alert">
                  {problem}
                </Text>
              ) : (
                <Box borderRadius="l2" overflow="hidden" bg="black">
                  <video ref={video} muted playsInline style={{ width: '100%', display: 'block' }} aria-label={t`Camera`} />
                </Box>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                <Trans>Cancel</Trans>
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
