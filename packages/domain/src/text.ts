/**
 * The first `max` UTF-16 units of a text, without a character pair cut in half: a lone surrogate
 * is ill-formed Unicode, which PostgreSQL's text and jsonb refuse deep inside a write.
 */
export function cutText(text: string, max: number): string {
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}
