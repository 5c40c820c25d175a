;; The breakdown's counting kernels in WebAssembly (lib/engines/audience/wasm-kernels.ts).
;; Compiled by `npm run build:kernels` into wasm-kernels-bytes.ts; a test compiles this file
;; again and checks the bytes are the same.
;;
;; Everything is in the memory the caller passes in (one per breakdown layout): bitmaps of
;; 32-bit words at 8-byte aligned offsets, the per-seq slot codes as 16-bit numbers, the
;; visit tally as 32-bit counts. Offsets are in bytes.
(module
  (import "env" "mem" (memory 1))

  ;; Seqs set in the bitmap of $n words at $p (V8 has no popcount instruction for JavaScript;
  ;; here it is one instruction per 64 bits).
  (func (export "card") (param $p i32) (param $n i32) (result i32)
    (local $sum i64)
    (local $end i32)
    (local.set $end (i32.add (local.get $p) (i32.shl (i32.shr_u (local.get $n) (i32.const 1)) (i32.const 3))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $p) (local.get $end)))
        (local.set $sum (i64.add (local.get $sum) (i64.popcnt (i64.load (local.get $p)))))
        (local.set $p (i32.add (local.get $p) (i32.const 8)))
        (br $next)))
    ;; An odd number of words: the last one alone.
    (if (i32.and (local.get $n) (i32.const 1))
      (then
        (local.set $sum (i64.add (local.get $sum) (i64.extend_i32_u (i32.popcnt (i32.load (local.get $p))))))))
    (i32.wrap_i64 (local.get $sum)))

  ;; Visits the seqs of the bitmap at $set that are in neither $outside nor $minus ($n words each).
  (func (export "visitOutside") (param $set i32) (param $outside i32) (param $minus i32) (param $n i32)
        (param $pair i32) (param $rest i32) (param $t i32)
    (local $i i32)
    (local $at i32)
    (local $x i32)
    (local $seq i32)
    (local $slot i32)
    (block $done
      (loop $words
        (br_if $done (i32.ge_u (local.get $i) (local.get $n)))
        (local.set $at (i32.shl (local.get $i) (i32.const 2)))
        (local.set $x (i32.and (i32.load (i32.add (local.get $set) (local.get $at)))
          (i32.xor (i32.or (i32.load (i32.add (local.get $outside) (local.get $at)))
                           (i32.load (i32.add (local.get $minus) (local.get $at))))
                   (i32.const -1))))
        (block $empty
          (loop $seqs
            (br_if $empty (i32.eqz (local.get $x)))
            (local.set $seq (i32.add (i32.shl (local.get $i) (i32.const 5)) (i32.ctz (local.get $x))))
            (local.set $slot (i32.add (local.get $t)
              (i32.shl (i32.load16_u (i32.add (local.get $pair) (i32.shl (local.get $seq) (i32.const 1)))) (i32.const 2))))
            (i32.store (local.get $slot) (i32.add (i32.load (local.get $slot)) (i32.const 1)))
            (local.set $slot (i32.add (local.get $t)
              (i32.shl (i32.load16_u (i32.add (local.get $rest) (i32.shl (local.get $seq) (i32.const 1)))) (i32.const 2))))
            (i32.store (local.get $slot) (i32.add (i32.load (local.get $slot)) (i32.const 1)))
            (local.set $x (i32.and (local.get $x) (i32.sub (local.get $x) (i32.const 1))))
            (br $seqs)))
        (local.set $i (i32.add (local.get $i) (i32.const 1)))
        (br $words))))

  ;; Visits the seqs of the bitmap of $n words at $bits, both slots of each +1, in runs of $run
  ;; words one run every $step words (words 0 … $run − 1, $step … $step + $run − 1, …). A whole
  ;; visit is one run ($run = $step = $n); a large audience's breakdown from an evenly spread
  ;; sample (breakdown.ts) is runs of 16 words, whose codes are read in order as a whole visit
  ;; reads them. Returns how many seqs. The +1 to both slots is written out here and in
  ;; visitOutside: as one called function the visits ran slower than V8's JavaScript (3.9 against
  ;; 2.2 ms on a 515k audience at 1M).
  (func (export "visit") (param $bits i32) (param $n i32) (param $pair i32) (param $rest i32) (param $t i32)
        (param $run i32) (param $step i32) (result i32)
    (local $start i32)
    (local $end i32)
    (local $i i32)
    (local $x i32)
    (local $count i32)
    (local $seq i32)
    (local $slot i32)
    (block $all
      (loop $runs
        (br_if $all (i32.ge_u (local.get $start) (local.get $n)))
        (local.set $end (i32.add (local.get $start) (local.get $run)))
        (if (i32.gt_u (local.get $end) (local.get $n)) (then (local.set $end (local.get $n))))
        (local.set $i (local.get $start))
        (block $done
          (loop $words
            (br_if $done (i32.ge_u (local.get $i) (local.get $end)))
            (local.set $x (i32.load (i32.add (local.get $bits) (i32.shl (local.get $i) (i32.const 2)))))
            (block $empty
              (loop $seqs
                (br_if $empty (i32.eqz (local.get $x)))
                (local.set $seq (i32.add (i32.shl (local.get $i) (i32.const 5)) (i32.ctz (local.get $x))))
                (local.set $slot (i32.add (local.get $t)
                  (i32.shl (i32.load16_u (i32.add (local.get $pair) (i32.shl (local.get $seq) (i32.const 1)))) (i32.const 2))))
                (i32.store (local.get $slot) (i32.add (i32.load (local.get $slot)) (i32.const 1)))
                (local.set $slot (i32.add (local.get $t)
                  (i32.shl (i32.load16_u (i32.add (local.get $rest) (i32.shl (local.get $seq) (i32.const 1)))) (i32.const 2))))
                (i32.store (local.get $slot) (i32.add (i32.load (local.get $slot)) (i32.const 1)))
                (local.set $x (i32.and (local.get $x) (i32.sub (local.get $x) (i32.const 1))))
                (local.set $count (i32.add (local.get $count) (i32.const 1)))
                (br $seqs)))
            (local.set $i (i32.add (local.get $i) (i32.const 1)))
            (br $words)))
        (local.set $start (i32.add (local.get $start) (local.get $step)))
        (br $runs)))
    (local.get $count))

  ;; The six contact counts of the bitmap at $a ($n words), written as six 32-bit counts at
  ;; $out: all, with e-mail ($e), with mobile ($m), with both, with work e-mail ($w), with work
  ;; e-mail and mobile (countFlagsInto's order, bitmap.ts). 64 bits at a time, then the odd last
  ;; word alone (read zero-extended, so the same sums take it).
  (func (export "flags") (param $a i32) (param $e i32) (param $m i32) (param $w i32) (param $n i32) (param $out i32)
    (local $at i32)
    (local $end i32)
    (local $x i64)
    (local $xm i64)
    (local $c0 i64)
    (local $c1 i64)
    (local $c2 i64)
    (local $c3 i64)
    (local $c4 i64)
    (local $c5 i64)
    (local.set $end (i32.shl (i32.shr_u (local.get $n) (i32.const 1)) (i32.const 3)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $at) (local.get $end)))
        (local.set $x (i64.load (i32.add (local.get $a) (local.get $at))))
        (if (i64.ne (local.get $x) (i64.const 0))
          (then
            (local.set $xm (i64.and (local.get $x) (i64.load (i32.add (local.get $m) (local.get $at)))))
            (local.set $c0 (i64.add (local.get $c0) (i64.popcnt (local.get $x))))
            (local.set $c1 (i64.add (local.get $c1)
              (i64.popcnt (i64.and (local.get $x) (i64.load (i32.add (local.get $e) (local.get $at)))))))
            (local.set $c2 (i64.add (local.get $c2) (i64.popcnt (local.get $xm))))
            (local.set $c3 (i64.add (local.get $c3)
              (i64.popcnt (i64.and (local.get $xm) (i64.load (i32.add (local.get $e) (local.get $at)))))))
            (local.set $c4 (i64.add (local.get $c4)
              (i64.popcnt (i64.and (local.get $x) (i64.load (i32.add (local.get $w) (local.get $at)))))))
            (local.set $c5 (i64.add (local.get $c5)
              (i64.popcnt (i64.and (local.get $xm) (i64.load (i32.add (local.get $w) (local.get $at)))))))))
        (local.set $at (i32.add (local.get $at) (i32.const 8)))
        (br $next)))
    (if (i32.and (local.get $n) (i32.const 1))
      (then
        (local.set $x (i64.load32_u (i32.add (local.get $a) (local.get $at))))
        (local.set $xm (i64.and (local.get $x) (i64.load32_u (i32.add (local.get $m) (local.get $at)))))
        (local.set $c0 (i64.add (local.get $c0) (i64.popcnt (local.get $x))))
        (local.set $c1 (i64.add (local.get $c1)
          (i64.popcnt (i64.and (local.get $x) (i64.load32_u (i32.add (local.get $e) (local.get $at)))))))
        (local.set $c2 (i64.add (local.get $c2) (i64.popcnt (local.get $xm))))
        (local.set $c3 (i64.add (local.get $c3)
          (i64.popcnt (i64.and (local.get $xm) (i64.load32_u (i32.add (local.get $e) (local.get $at)))))))
        (local.set $c4 (i64.add (local.get $c4)
          (i64.popcnt (i64.and (local.get $x) (i64.load32_u (i32.add (local.get $w) (local.get $at)))))))
        (local.set $c5 (i64.add (local.get $c5)
          (i64.popcnt (i64.and (local.get $xm) (i64.load32_u (i32.add (local.get $w) (local.get $at)))))))))
    (i32.store (local.get $out) (i32.wrap_i64 (local.get $c0)))
    (i32.store offset=4 (local.get $out) (i32.wrap_i64 (local.get $c1)))
    (i32.store offset=8 (local.get $out) (i32.wrap_i64 (local.get $c2)))
    (i32.store offset=12 (local.get $out) (i32.wrap_i64 (local.get $c3)))
    (i32.store offset=16 (local.get $out) (i32.wrap_i64 (local.get $c4)))
    (i32.store offset=20 (local.get $out) (i32.wrap_i64 (local.get $c5))))

  ;; The plan's evaluation a block at a time (evaluate-blocks.ts): the block at $t (of the
  ;; result, or of a union being made) combined in place with the same block of each operand,
  ;; 128 bits an instruction, then the words past the last multiple of four one at a time.
  ;; $n words; every operand is in this memory.

  ;; $t &= $a
  (func (export "and") (param $t i32) (param $a i32) (param $n i32)
    (local $end i32)
    (local $tail i32)
    (local.set $tail (i32.add (local.get $t) (i32.shl (local.get $n) (i32.const 2))))
    (local.set $end (i32.add (local.get $t) (i32.shl (i32.and (local.get $n) (i32.const -4)) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $t) (local.get $end)))
        (v128.store (local.get $t) (v128.and (v128.load (local.get $t)) (v128.load (local.get $a))))
        (local.set $t (i32.add (local.get $t) (i32.const 16)))
        (local.set $a (i32.add (local.get $a) (i32.const 16)))
        (br $next)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $t) (local.get $tail)))
        (i32.store (local.get $t) (i32.and (i32.load (local.get $t)) (i32.load (local.get $a))))
        (local.set $t (i32.add (local.get $t) (i32.const 4)))
        (local.set $a (i32.add (local.get $a) (i32.const 4)))
        (br $next))))

  ;; $t &= ~$a
  (func (export "andNot") (param $t i32) (param $a i32) (param $n i32)
    (local $end i32)
    (local $tail i32)
    (local.set $tail (i32.add (local.get $t) (i32.shl (local.get $n) (i32.const 2))))
    (local.set $end (i32.add (local.get $t) (i32.shl (i32.and (local.get $n) (i32.const -4)) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $t) (local.get $end)))
        (v128.store (local.get $t) (v128.andnot (v128.load (local.get $t)) (v128.load (local.get $a))))
        (local.set $t (i32.add (local.get $t) (i32.const 16)))
        (local.set $a (i32.add (local.get $a) (i32.const 16)))
        (br $next)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $t) (local.get $tail)))
        (i32.store (local.get $t) (i32.and (i32.load (local.get $t)) (i32.xor (i32.load (local.get $a)) (i32.const -1))))
        (local.set $t (i32.add (local.get $t) (i32.const 4)))
        (local.set $a (i32.add (local.get $a) (i32.const 4)))
        (br $next))))

  ;; $t |= $a
  (func (export "or") (param $t i32) (param $a i32) (param $n i32)
    (local $end i32)
    (local $tail i32)
    (local.set $tail (i32.add (local.get $t) (i32.shl (local.get $n) (i32.const 2))))
    (local.set $end (i32.add (local.get $t) (i32.shl (i32.and (local.get $n) (i32.const -4)) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $t) (local.get $end)))
        (v128.store (local.get $t) (v128.or (v128.load (local.get $t)) (v128.load (local.get $a))))
        (local.set $t (i32.add (local.get $t) (i32.const 16)))
        (local.set $a (i32.add (local.get $a) (i32.const 16)))
        (br $next)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $t) (local.get $tail)))
        (i32.store (local.get $t) (i32.or (i32.load (local.get $t)) (i32.load (local.get $a))))
        (local.set $t (i32.add (local.get $t) (i32.const 4)))
        (local.set $a (i32.add (local.get $a) (i32.const 4)))
        (br $next))))

  ;; $t &= $a | $b
  (func (export "andEither") (param $t i32) (param $a i32) (param $b i32) (param $n i32)
    (local $end i32)
    (local $tail i32)
    (local.set $tail (i32.add (local.get $t) (i32.shl (local.get $n) (i32.const 2))))
    (local.set $end (i32.add (local.get $t) (i32.shl (i32.and (local.get $n) (i32.const -4)) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $t) (local.get $end)))
        (v128.store (local.get $t) (v128.and (v128.load (local.get $t)) (v128.or (v128.load (local.get $a)) (v128.load (local.get $b)))))
        (local.set $t (i32.add (local.get $t) (i32.const 16)))
        (local.set $a (i32.add (local.get $a) (i32.const 16)))
        (local.set $b (i32.add (local.get $b) (i32.const 16)))
        (br $next)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $t) (local.get $tail)))
        (i32.store (local.get $t) (i32.and (i32.load (local.get $t)) (i32.or (i32.load (local.get $a)) (i32.load (local.get $b)))))
        (local.set $t (i32.add (local.get $t) (i32.const 4)))
        (local.set $a (i32.add (local.get $a) (i32.const 4)))
        (local.set $b (i32.add (local.get $b) (i32.const 4)))
        (br $next))))

  ;; $t &= $a | $b | $c
  (func (export "andEither3") (param $t i32) (param $a i32) (param $b i32) (param $c i32) (param $n i32)
    (local $end i32)
    (local $tail i32)
    (local.set $tail (i32.add (local.get $t) (i32.shl (local.get $n) (i32.const 2))))
    (local.set $end (i32.add (local.get $t) (i32.shl (i32.and (local.get $n) (i32.const -4)) (i32.const 2))))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $t) (local.get $end)))
        (v128.store (local.get $t) (v128.and (v128.load (local.get $t)) (v128.or (v128.or (v128.load (local.get $a)) (v128.load (local.get $b))) (v128.load (local.get $c)))))
        (local.set $t (i32.add (local.get $t) (i32.const 16)))
        (local.set $a (i32.add (local.get $a) (i32.const 16)))
        (local.set $b (i32.add (local.get $b) (i32.const 16)))
        (local.set $c (i32.add (local.get $c) (i32.const 16)))
        (br $next)))
    (block $done
      (loop $next
        (br_if $done (i32.ge_u (local.get $t) (local.get $tail)))
        (i32.store (local.get $t) (i32.and (i32.load (local.get $t)) (i32.or (i32.or (i32.load (local.get $a)) (i32.load (local.get $b))) (i32.load (local.get $c)))))
        (local.set $t (i32.add (local.get $t) (i32.const 4)))
        (local.set $a (i32.add (local.get $a) (i32.const 4)))
        (local.set $b (i32.add (local.get $b) (i32.const 4)))
        (local.set $c (i32.add (local.get $c) (i32.const 4)))
        (br $next))))
)
