// The detector the scanner reads frames with: the browser's own BarcodeDetector where it exists
// (Chromium on Android and macOS), else the ZXing WebAssembly ponyfill. Both are loaded only when
// the scanner opens, and the WebAssembly file is served from our own assets (the library would
// fetch it from a CDN, which the Content-Security-Policy refuses and a closed network lacks).
import { normaliseBarcode } from '#shared/barcode-rules';

/** The formats printed on game boxes (shared/barcode-rules). */
const FORMATS = ['ean_13', 'upc_a'] as const;

export interface FrameReader {
  /** The first valid barcode in the frame, as its 13 stored digits, or null. */
  read(frame: ImageBitmapSource): Promise<string | null>;
}

interface DetectorLike {
  detect(source: ImageBitmapSource): Promise<{ rawValue: string }[]>;
}

function reader(detector: DetectorLike): FrameReader {
  return {
    async read(frame) {
      for (const { rawValue } of await detector.detect(frame)) {
        const digits = normaliseBarcode(rawValue);
        if (digits) return digits;
      }
      return null;
    },
  };
}

type NativeDetector = {
  new (options: { formats: readonly string[] }): DetectorLike;
  getSupportedFormats(): Promise<string[]>;
};

async function nativeDetector(): Promise<DetectorLike | null> {
  const Native = (globalThis as { BarcodeDetector?: NativeDetector }).BarcodeDetector;
  if (!Native) return null;
  const supported = await Native.getSupportedFormats().catch(() => [] as string[]);
  return FORMATS.every((format) => supported.includes(format)) ? new Native({ formats: FORMATS }) : null;
}

async function wasmDetector(): Promise<DetectorLike> {
  const [{ BarcodeDetector, prepareZXingModule }, { default: wasmUrl }] = await Promise.all([
    import('barcode-detector/ponyfill'),
    import('zxing-wasm/reader/zxing_reader.wasm?url'),
  ]);
  prepareZXingModule({
    overrides: { locateFile: (file: string, prefix: string) => (file.endsWith('.wasm') ? wasmUrl : prefix + file) },
  });
  return new BarcodeDetector({ formats: [...FORMATS] });
}

export async function loadFrameReader(): Promise<FrameReader> {
  return reader((await nativeDetector()) ?? (await wasmDetector()));
}
