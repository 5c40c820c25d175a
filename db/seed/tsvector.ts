import type { Sql } from "@/db/client";

/*
 * `to_tsvector('english', text)` computed here instead of in PostgreSQL, where it costs ~50 µs a
 * row, as much as the rest of a bulk load. PostgreSQL's parser never joins characters across
 * ASCII whitespace, so each space-separated chunk parses the same alone as in its text: the
 * database lexes every distinct chunk once (a synthetic data set has a few thousand), and a
 * text's vector is its chunks' lexemes with their positions shifted by the word positions of
 * the chunks before. db/seed/seed-profiles.test.ts compares the result with to_tsvector's.
 */

interface Chunk {
  /** Lexemes, quoted for a tsvector literal, with their positions within the chunk from 1. */
  lexemes: { quoted: string; at: number[] }[];
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
  /** Chunks of `texts` not lexed yet. */
  unknown(texts: Iterable<string>): string[];
  /** Has `chunks` lexed (by lexChunks, possibly on another thread). */
  learn(chunks: string[]): Promise<void>;
  /** The tsvector literal of `text`; every chunk must have been learned. */
  build(text: string): string;
}

export function createTsvectorBuilder(
  lex: (chunks: string[]) => Promise<LexedChunk[]>,
): TsvectorBuilder {
  const known = new Map<string, Chunk>();
  return {
    unknown(texts) {
      const out = new Set<string>();
      for (const text of texts) {
        for (const chunk of chunksOf(text)) {
          if (chunk && !known.has(chunk)) out.add(chunk);
        }
      }
      return [...out];
    },

    async learn(chunks) {
      if (chunks.length === 0) return;
      for (const row of await lex(chunks)) {
        const lexemes = row.lexemes.map(([lexeme, at]) => ({ quoted: quote(lexeme), at }));
        known.set(row.chunk, { lexemes, width: row.width });
      }
    },

    build(text) {
      // Quoted lexeme → its positions so far, as the literal's "1,5,9".
      const positions = new Map<string, string>();
      let offset = 0;
      for (const part of chunksOf(text)) {
        if (!part) continue;
        const chunk = known.get(part);
        if (!chunk) throw new Error(`chunk not learned: ${JSON.stringify(part)}`);
        for (const { quoted, at } of chunk.lexemes) {
          let list = positions.get(quoted);
          for (const p of at) {
            const position = Math.min(MAX_POSITION, offset + p);
            list = list === undefined ? `${position}` : `${list},${position}`;
          }
          positions.set(quoted, list as string);
        }
        offset += chunk.width;
      }
      let out = "";
      for (const [quoted, list] of positions) out += `${out ? " " : ""}${quoted}:${list}`;
      return out;
    },
  };
}
