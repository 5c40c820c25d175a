/**
 * How much of a length limit a field's text uses: "37 of 120 characters", and how far past it
 * once it is over. Nothing is cut: the field keeps what was typed or pasted, and its error says
 * what to fix.
 */
export function characterCount(length: number, max: number): string {
  return length > max
    ? `${length - max} ${length - max === 1 ? "character" : "characters"} too many (${length} of ${max})`
    : `${length} of ${max} characters`;
}

export function CharacterCount({ id, length, max }: { id?: string; length: number; max: number }) {
  return (
    <span
      id={id}
      data-testid="character-count"
      className={`tabular-nums ${length > max ? "font-medium text-red-700" : ""}`}
    >
      {characterCount(length, max)}
    </span>
  );
}
