/** A body the server wrapped in its `{ code, msg, content }` envelope (DESIGN §3). */
export type ReceivedEnvelope = { code: string; msg: string; content: unknown };

export function readEnvelope(body: unknown): ReceivedEnvelope | null {
  if (typeof body !== 'object' || body === null || !('code' in body)) return null;
  const { code, msg, content } = body as { code: unknown; msg?: unknown; content?: unknown };
  if (typeof code !== 'string' && typeof code !== 'number') return null;
  return { code: String(code), msg: typeof msg === 'string' ? msg : '', content };
}

export function readFields(content: unknown): Record<string, string> {
  if (typeof content !== 'object' || content === null || !('fields' in content)) return {};
  const fields = (content as { fields: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return {};
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}
