import { Alert, Stack } from '@mui/material';
import { bilingual } from '@fanhub/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-admin';

/** The browser's own reader, where it has one (Chromium on Android and macOS, Safari): not in TypeScript's DOM. */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

const READ_EVERY_MS = 150;
const REAR_CAMERA: MediaStreamConstraints = { video: { facingMode: 'environment' }, audio: false };

/** The browser's QR reader, or undefined where it has none that reads QR codes. */
async function nativeQrReader(): Promise<BarcodeDetectorLike | undefined> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return undefined;
  const formats = await Detector.getSupportedFormats().catch((): string[] => []);
  return formats.includes('qr_code') ? new Detector({ formats: ['qr_code'] }) : undefined;
}

/**
 * Shows the camera in `video` and calls `onCode` with each QR code it reads, until the answered function is
 * called: the browser's BarcodeDetector where it reads QR codes, else @zxing/browser (downloaded now, not with the
 * studio).
 */
async function readCodes(video: HTMLVideoElement, onCode: (text: string) => void): Promise<() => void> {
  const native = await nativeQrReader();
  if (!native) {
    const { BrowserQRCodeReader } = await import('@zxing/browser');
    const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: READ_EVERY_MS });
    const controls = await reader.decodeFromConstraints(REAR_CAMERA, video, (result) => {
      if (result) onCode(result.getText());
    });
    return () => controls.stop();
  }
  const stream = await navigator.mediaDevices.getUserMedia(REAR_CAMERA);
  video.srcObject = stream;
  await video.play();
  let reading = true;
  const readOnce = async () => {
    if (!reading) return;
    const [code] = await native.detect(video).catch((): { rawValue: string }[] => []);
    if (code && reading) onCode(code.rawValue);
    setTimeout(() => void readOnce(), READ_EVERY_MS);
  };
  void readOnce();
  return () => {
    reading = false;
    stream.getTracks().forEach((track) => track.stop());
    video.srcObject = null;
  };
}

/** The door's camera: started by a tap (the browser asks for it then), reading every QR code held up to it. */
export function CameraScanner({ onCode }: { onCode: (text: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const stop = useRef<() => void>(undefined);
  const latestOnCode = useRef(onCode);
  const [camera, setCamera] = useState<'off' | 'starting' | 'on' | 'unavailable'>('off');
  useEffect(() => {
    latestOnCode.current = onCode;
  }, [onCode]);
  useEffect(() => () => stop.current?.(), []);

  const start = async () => {
    setCamera('starting');
    try {
      stop.current = await readCodes(video.current!, (text) => latestOnCode.current(text));
      setCamera('on');
    } catch {
      setCamera('unavailable');
    }
  };

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <video
        ref={video}
        muted
        playsInline
        aria-label={bilingual('Kamera pintu', "The door's camera")}
        style={{
          width: '100%',
          maxWidth: 480,
          display: camera === 'on' ? 'block' : 'none',
          background: '#000',
        }}
      />
      {camera !== 'on' && (
        <Button
          label={bilingual('Nyalakan kamera', 'Start the camera')}
          variant="contained"
          size="large"
          disabled={camera === 'starting'}
          onClick={() => void start()}
        />
      )}
      {camera === 'unavailable' && (
        <Alert severity="warning">
          {bilingual(
            'Kamera tidak tersedia: cari fan dengan namanya di bawah',
            'The camera is not available: find the fan by name below',
          )}
        </Alert>
      )}
    </Stack>
  );
}
