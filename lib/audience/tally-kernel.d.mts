export declare function addWord(
  c0: Uint16Array,
  c1: Uint16Array,
  c2: Uint16Array,
  c3: Uint16Array,
  o1: number,
  o2: number,
  o3: number,
  t: Int32Array,
  w: number,
  base: number,
  delta: number,
): number;

export declare function tallyDense(
  c0: Uint16Array,
  c1: Uint16Array,
  c2: Uint16Array,
  c3: Uint16Array,
  o1: number,
  o2: number,
  o3: number,
  counts: Int32Array,
  bits: Uint32Array,
): number;
