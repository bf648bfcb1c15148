/**
 * Link-size benches: bytes that look like a signature and a key to the link's compressor
 * (a fixed xorshift sequence, so every run measures the same links).
 */
export function incompressible(length: number): Uint8Array {
  let x = 2463534242;
  return Uint8Array.from({ length }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x & 255;
  });
}
