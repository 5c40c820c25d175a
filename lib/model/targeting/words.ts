/**
 * Words of a title, as both targeting backends see them. Only ASCII letters are folded and
 * only ASCII punctuation separates words, because PostgreSQL's lower() and character classes
 * depend on the server's locale while this must give the same answer in the browser, in Node
 * and in SQL. Non-ASCII letters are kept verbatim inside their word.
 *
 * The SQL twin is TITLE_WORDS_SQL in lib/model/targeting/sql.ts; change both or neither.
 */
// Every ASCII character but [a-z0-9] (capitals are folded before splitting).
const SEPARATORS = /[^a-z0-9\u{80}-\u{10FFFF}]+/u;

export function titleWords(text: string): string[] {
  const folded = text.replace(/[A-Z]+/g, (s) => s.toLowerCase());
  return folded.split(SEPARATORS).filter((w) => w !== "");
}
