import type { Sql } from "@/db/client";

/*
 * `to_tsvector('english', text)` computed here instead of in PostgreSQL, where it costs ~50 µs a
 * row, as much as the rest of a bulk load. PostgreSQL's parser never joins characters across
 * ASCII whitespace, so each space-separated chunk parses the same alone as in its text: the
 * database lexes every distinct chunk once (a synthetic data set has a few thousand), and a
 * text's vector is its chunks' lexemes with their positions shifted by the word positions of
 * the chunks before. lib/model/profiles/synthetic/seed-profiles.test.ts compares the result with to_tsvector's.
 */

interface Chunk {
  /** Lexemes, by number (see createTsvectorBuilder), with their positions within the chunk from 1. */
  lexemes: { lexeme: number; at: number[] }[];
  /** Word positions the chunk takes: its words, stop words included. */
  width: number;
}

const WHITESPACE = /[ \t\n\r\f\v]+/;
const OTHER_WHITESPACE = /[\t\n\r\f\v]/;
/** Positions above this are stored as this (PostgreSQL's MAXENTRYPOS - 1). */
const MAX_POSITION = 16383;
const SENTINEL = "zzzzqx";

/**
 * The whitespace-separated chunks of `text`, with empty ones where whitespace repeats. Split at
 * single spaces where those are its only whitespace: keywords text almost always, and several
 * times cheaper than splitting at the pattern.
 */
function chunksOf(text: string): string[] {
  return OTHER_WHITESPACE.test(text) ? text.split(WHITESPACE) : text.split(" ");
}

function quote(lexeme: string): string {
  return `'${lexeme.replace(/['\\]/g, (ch) => (ch === "'" ? "''" : "\\\\"))}'`;
}

/** What the database says about one chunk. */
export interface LexedChunk {
  chunk: string;
  lexemes: [string, number[]][];
  width: number;
}

/** Lexes chunks with to_tsvector('english'). */
export async function lexChunks(sql: Sql, chunks: string[]): Promise<LexedChunk[]> {
  if (chunks.length === 0) return [];
  // The sentinel word after the chunk lands one past the chunk's last word position.
  return sql<LexedChunk[]>`
    select c as chunk,
      coalesce((select json_agg(json_build_array(lexeme, positions))
                from unnest(to_tsvector('english', c))), '[]') as lexemes,
      (select positions[array_upper(positions, 1)] - 1
       from unnest(to_tsvector('english', c || ' ' || ${SENTINEL}))
       where lexeme = ${SENTINEL}) as width
    from unnest(${chunks}::text[]) as c`;
}

export interface TsvectorBuilder {
  /**
   * The tsvector literals of `texts`. Chunks not seen before are lexed first (by lexChunks,
   * possibly on another thread), only for texts that have one: after the first few batches,
   * almost none.
   */
  build(texts: string[]): Promise<string[]>;
}

export function createTsvectorBuilder(
  lex: (chunks: string[]) => Promise<LexedChunk[]>,
): TsvectorBuilder {
  const known = new Map<string, Chunk>();
  // Lexemes are numbered as learned, so that a build collects positions in arrays indexed by
  // number rather than in a map keyed by lexeme. `lists[n]` holds lexeme n's positions as the
  // literal's "1,5,9" while `stamps[n]` is the number of the build that wrote them.
  const numbers = new Map<string, number>();
  const quoted: string[] = [];
  const lists: (string | undefined)[] = [];
  const stamps: number[] = [];
  let builds = 0;

  async function learn(texts: string[]): Promise<void> {
    const unknown = new Set<string>();
    for (const text of texts) {
      for (const chunk of chunksOf(text)) {
        if (chunk && !known.has(chunk)) unknown.add(chunk);
      }
    }
    if (unknown.size === 0) return;
    for (const row of await lex([...unknown])) {
      const lexemes = row.lexemes.map(([lexeme, at]) => {
        let n = numbers.get(lexeme);
        if (n === undefined) {
          n = quoted.push(quote(lexeme)) - 1;
          numbers.set(lexeme, n);
        }
        return { lexeme: n, at };
      });
      known.set(row.chunk, { lexemes, width: row.width });
    }
  }

  /** The literal of `text`, or undefined if a chunk of it has not been learned. */
  function vector(text: string): string | undefined {
    const stamp = ++builds;
    // Lexemes in the order they first occur.
    const order: number[] = [];
    let offset = 0;
    for (const part of chunksOf(text)) {
      if (!part) continue;
      const chunk = known.get(part);
      if (!chunk) return undefined;
      for (const { lexeme, at } of chunk.lexemes) {
        let list: string | undefined;
        if (stamps[lexeme] === stamp) list = lists[lexeme];
        else order.push(lexeme);
        for (const p of at) {
          const position = Math.min(MAX_POSITION, offset + p);
          list = list === undefined ? `${position}` : `${list},${position}`;
        }
        lists[lexeme] = list;
        stamps[lexeme] = stamp;
      }
      offset += chunk.width;
    }
    let out = "";
    for (const n of order) out += `${out ? " " : ""}${quoted[n]}:${lists[n]}`;
    return out;
  }

  return {
    async build(texts) {
      const vectors = texts.map(vector);
      const missing = texts.filter((_, i) => vectors[i] === undefined);
      if (missing.length === 0) return vectors as string[];
      await learn(missing);
      return texts.map((text, i) => {
        const built = vectors[i] ?? vector(text);
        if (built === undefined) throw new Error(`keywords not lexed: ${JSON.stringify(text)}`);
        return built;
      });
    },
  };
}
