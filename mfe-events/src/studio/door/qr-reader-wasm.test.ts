import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { ZXING_WASM_SHA256 } from 'barcode-detector/ponyfill';

// The door serves the reader's WebAssembly from `zxing-wasm` itself; the glue code comes with `barcode-detector`.
// Both must be the same build, or the door's camera reads nothing.
test("the door's QR reader serves the WebAssembly build its glue code was made for", () => {
  const served = readFileSync(require.resolve('zxing-wasm/reader/zxing_reader.wasm'));
  expect(createHash('sha256').update(served).digest('hex')).toBe(ZXING_WASM_SHA256);
});
