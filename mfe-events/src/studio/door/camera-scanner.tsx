import { Alert, Stack } from '@mui/material';
import { bilingual } from '@fanhub/contract';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'react-admin';

/** The Barcode Detection API, as the door uses it (not in TypeScript's DOM). */
interface QrReader {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): QrReader;
  getSupportedFormats(): Promise<string[]>;
}

const READ_EVERY_MS = 150;
const REAR_CAMERA: MediaStreamConstraints = { video: { facingMode: 'environment' }, audio: false };

/**
 * The browser's BarcodeDetector where it reads QR codes (Chromium on Android and macOS, Safari), else the same API
 * on ZXing-C++ compiled to WebAssembly (`barcode-detector`, ADR-254), downloaded now, not with the studio, from
 * this section's own origin (never a CDN).
 */
async function qrReader(): Promise<QrReader> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const formats = (await Native?.getSupportedFormats().catch((): string[] => [])) ?? [];
  if (Native && formats.includes('qr_code')) return new Native({ formats: ['qr_code'] });
  const [{ BarcodeDetector, prepareZXingModule }, { default: readerWasm }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm'),
  ]);
  // Compiled now, so that a reader that cannot load says so when the camera starts, not by reading nothing.
  await prepareZXingModule({
    overrides: {
      locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? readerWasm : prefix + file),
    },
    fireImmediately: true,
  });
  return new BarcodeDetector({ formats: ['qr_code'] });
}

/**
 * Shows the camera in `video` and calls `onCode` with each QR code it reads, every READ_EVERY_MS, until the
 * answered function is called.
 */
async function readCodes(video: HTMLVideoElement, onCode: (text: string) => void): Promise<() => void> {
  const [reader, stream] = await Promise.all([qrReader(), navigator.mediaDevices.getUserMedia(REAR_CAMERA)]);
  video.srcObject = stream;
  await video.play();
  let reading = true;
  const readOnce = async () => {
    if (!reading) return;
    const [code] = await reader.detect(video).catch((): { rawValue: string }[] => []);
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
