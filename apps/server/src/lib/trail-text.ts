/**
 * How much of a long text (a message, a review, a reply, a note) a trail entry keeps: the entry
 * says what was written and where to read it, it is no second copy of the text (docs/chat.md
 * "Trail").
 */
const TRAIL_TEXT_MAX = 200;

/** The text's first TRAIL_TEXT_MAX characters (whole code points: no half of an emoji). */
export function trailText(text: string): string {
  if (text.length <= TRAIL_TEXT_MAX) return text;
  return Array.from(text).slice(0, TRAIL_TEXT_MAX).join('');
}
