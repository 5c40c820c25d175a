/**
 * Text gathered as UTF-8 bytes in one buffer, for a generator thread's batch of COPY text. Kept
 * as a string, a batch (1.6 million characters, a few of them outside Latin-1) would be
 * flattened whole into two-byte form, copied again by postMessage and encoded to UTF-8 by the
 * writer thread: ~30 CPU µs a profile on the generator thread alone. Encoded line by line, it
 * stays compact, and its buffer is handed over to the writer without a copy.
 */
export interface Utf8Buffer {
  append(text: string): void;
  /** The bytes appended, in a buffer of their own that can be transferred. */
  bytes(): Uint8Array;
}

export function createUtf8Buffer(capacity: number): Utf8Buffer {
  let buffer = Buffer.allocUnsafeSlow(capacity);
  let used = 0;
  return {
    append(text) {
      // A UTF-16 code unit takes at most three bytes in UTF-8.
      const needed = used + text.length * 3;
      if (needed > buffer.length) {
        const grown = Buffer.allocUnsafeSlow(Math.max(buffer.length * 2, needed));
        buffer.copy(grown, 0, 0, used);
        buffer = grown;
      }
      used += buffer.write(text, used);
    },
    bytes() {
      return buffer.subarray(0, used);
    },
  };
}
