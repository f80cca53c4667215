/** The raw value of the cookie `name` in a request's `Cookie` header (the first one sent). */
export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const [key, ...rest] = pair.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
