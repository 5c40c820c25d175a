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
  /** Lexeme and its positions within the chunk, counted from 1. */
  lexemes: [string, number[]][];
  /** Word positions the chunk takes: its words, stop words included. */
  width: number;
}

const WHITESPACE = /[ \t\n\r\f\v]+/;
/** Positions above this are stored as this (PostgreSQL's MAXENTRYPOS - 1). */
const MAX_POSITION = 16383;
const SENTINEL = "zzzzqx";

function quote(lexeme: string): string {
  return `'${lexeme.replace(/['\\]/g, (ch) => (ch === "'" ? "''" : "\\\\"))}'`;
}

export interface TsvectorBuilder {
  /** Chunks of `texts` not lexed yet. */
  unknown(texts: Iterable<string>): string[];
  /** Asks the database for the lexemes of `chunks`. */
  learn(chunks: string[]): Promise<void>;
  /** The tsvector literal of `text`; every chunk must have been learned. */
  build(text: string): string;
}

export function createTsvectorBuilder(sql: Sql): TsvectorBuilder {
  const known = new Map<string, Chunk>();
  return {
    unknown(texts) {
      const out = new Set<string>();
      for (const text of texts) {
        for (const chunk of text.split(WHITESPACE)) {
          if (chunk && !known.has(chunk)) out.add(chunk);
        }
      }
      return [...out];
    },

    async learn(chunks) {
      if (chunks.length === 0) return;
      // The sentinel word after the chunk lands one past the chunk's last word position.
      const rows = await sql<{ chunk: string; lexemes: [string, number[]][]; width: number }[]>`
        select c as chunk,
          coalesce((select json_agg(json_build_array(lexeme, positions))
                    from unnest(to_tsvector('english', c))), '[]') as lexemes,
          (select positions[array_upper(positions, 1)] - 1
           from unnest(to_tsvector('english', c || ' ' || ${SENTINEL}))
           where lexeme = ${SENTINEL}) as width
        from unnest(${chunks}::text[]) as c`;
      for (const row of rows) known.set(row.chunk, { lexemes: row.lexemes, width: row.width });
    },

    build(text) {
      const positions = new Map<string, number[]>();
      let offset = 0;
      for (const part of text.split(WHITESPACE)) {
        if (!part) continue;
        const chunk = known.get(part);
        if (!chunk) throw new Error(`chunk not learned: ${JSON.stringify(part)}`);
        for (const [lexeme, at] of chunk.lexemes) {
          let list = positions.get(lexeme);
          if (!list) {
            list = [];
            positions.set(lexeme, list);
          }
          for (const p of at) list.push(Math.min(MAX_POSITION, offset + p));
        }
        offset += chunk.width;
      }
      let out = "";
      for (const [lexeme, list] of positions) {
        out += `${out ? " " : ""}${quote(lexeme)}:${list.join(",")}`;
      }
      return out;
    },
  };
}
