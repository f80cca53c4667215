import type { ComposerPart } from './composer-parts';
import type { Draft, Sender } from './use-send-message';

const draftOf = (part: ComposerPart): Draft =>
  part.kind === 'text'
    ? { kind: 'text', text: part.text }
    : { kind: 'image', imageId: part.imageId };

/**
 * Sends the box's text (when it holds any), then each part, one message each with its own
 * client id and in this order (docs/chat.md "Web", Composer). A send that fails stays in the
 * thread with Retry, and the parts after it are not sent: they are answered, to go back into the
 * composer, so nothing is dropped and nothing overtakes the failed one.
 */
export async function sendComposed(
  sender: Sender,
  text: string,
  parts: readonly ComposerPart[],
): Promise<ComposerPart[]> {
  if (text.trim() !== '' && !(await sender.send({ kind: 'text', text }))) return [...parts];
  for (const [index, part] of parts.entries()) {
    if (!(await sender.send(draftOf(part)))) return parts.slice(index + 1);
  }
  return [];
}
