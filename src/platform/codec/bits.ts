/** Reading past the end of a payload: the link was cut short. */
export class TruncatedError extends Error {
  constructor() {
    super('payload ends early');
    this.name = 'TruncatedError';
  }
}

/** A value that cannot be what the writer wrote (bad enum, absurd length). */
export class MalformedError extends Error {
  constructor(what: string) {
    super(`malformed payload: ${what}`);
    this.name = 'MalformedError';
  }
}

/** Packs values MSB-first into bytes; games pack states against their own map index. */
export class BitWriter {
  private bytes = new Uint8Array(64);
  private bitLength = 0;

  /** Writes the low `width` bits of a non-negative integer (width ≤ 32). */
  bits(value: number, width: number): this {
    if (width < 0 || width > 32) throw new RangeError(`bit width ${width}`);
    if (!Number.isInteger(value) || value < 0 || (width < 32 && value >= 2 ** width) || value >= 2 ** 32) {
      throw new RangeError(`${value} does not fit in ${width} bits`);
    }
    for (let i = width - 1; i >= 0; i--) this.bit((value >>> i) & 1);
    return this;
  }

  bool(value: boolean): this {
    return this.bit(value ? 1 : 0);
  }

  /** Unsigned integer in groups of `group` bits with a continuation bit: small numbers stay small. */
  varUint(value: number, group = 7): this {
    if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`varUint ${value}`);
    let rest = value;
    do {
      const chunk = rest % 2 ** group;
      rest = Math.floor(rest / 2 ** group);
      this.bit(rest > 0 ? 1 : 0);
      this.bits(chunk, group);
    } while (rest > 0);
    return this;
  }

  /** Index into a list of `count` choices, in the fewest bits that can hold it. */
  choice(index: number, count: number): this {
    return this.bits(index, bitsFor(count));
  }

  /** UTF-8 text with its byte length first. */
  text(value: string): this {
    const encoded = new TextEncoder().encode(value);
    this.varUint(encoded.length);
    return this.rawBytes(encoded);
  }

  rawBytes(data: Uint8Array): this {
    for (const byte of data) this.bits(byte, 8);
    return this;
  }

  /** Bytes written so far; the last byte is padded with zero bits. */
  finish(): Uint8Array {
    return this.bytes.slice(0, Math.ceil(this.bitLength / 8));
  }

  get length(): number {
    return this.bitLength;
  }

  private bit(value: number): this {
    const byteIndex = this.bitLength >> 3;
    if (byteIndex >= this.bytes.length) {
      const grown = new Uint8Array(this.bytes.length * 2);
      grown.set(this.bytes);
      this.bytes = grown;
    }
    if (value) this.bytes[byteIndex] |= 0x80 >> (this.bitLength & 7);
    this.bitLength++;
    return this;
  }
}

export class BitReader {
  private position = 0;

  constructor(private readonly data: Uint8Array) {}

  bits(width: number): number {
    let value = 0;
    for (let i = 0; i < width; i++) value = value * 2 + this.bit();
    return value;
  }

  bool(): boolean {
    return this.bit() === 1;
  }

  varUint(group = 7): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const more = this.bit();
      value += this.bits(group) * scale;
      scale *= 2 ** group;
      if (!more) return value;
      if (scale > Number.MAX_SAFE_INTEGER) throw new MalformedError('number too large');
    }
  }

  choice(count: number): number {
    const index = this.bits(bitsFor(count));
    if (index >= count) throw new MalformedError(`choice ${index} of ${count}`);
    return index;
  }

  text(maxBytes = 4096): string {
    const length = this.varUint();
    if (length > maxBytes) throw new MalformedError(`text of ${length} bytes`);
    return new TextDecoder('utf-8', { fatal: false }).decode(this.rawBytes(length));
  }

  rawBytes(count: number): Uint8Array {
    if (count > this.remainingBits / 8) throw new TruncatedError();
    const out = new Uint8Array(count);
    for (let i = 0; i < count; i++) out[i] = this.bits(8);
    return out;
  }

  get remainingBits(): number {
    return this.data.length * 8 - this.position;
  }

  private bit(): number {
    if (this.position >= this.data.length * 8) throw new TruncatedError();
    const value = (this.data[this.position >> 3] >> (7 - (this.position & 7))) & 1;
    this.position++;
    return value;
  }
}

/** Bits needed to write any of `count` distinct values (0 for a single value). */
export function bitsFor(count: number): number {
  return count <= 1 ? 0 : Math.ceil(Math.log2(count));
}
