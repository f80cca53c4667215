/** Browsers in the order to test: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /(?:OPR|Opera)\/(\d+)/],
  ['Firefox', /(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /(?:Chrome|CriOS)\/(\d+)/],
  ['Safari', /Version\/(\d+)[\d.]* (?:Mobile\/\S+ )?Safari/],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['Android', /Android/],
  ['iOS', /iPhone|iPad|iPod/],
  ['Windows', /Windows/],
  ['macOS', /Mac OS X|Macintosh/],
  ['Linux', /Linux|X11/],
];

/**
 * A short summary of a user agent, e.g. "Chrome 120 · Windows", for the sessions list
 * (docs/account.md), a member's sign-ins and the new-browser notice (docs/auth.md "Sign-ins"):
 * a client it does not know shows its first word, an empty one ''.
 */
export function describeUserAgent(userAgent: string): string {
  const found = BROWSERS.find(([, pattern]) => pattern.test(userAgent));
  const version = found ? found[1].exec(userAgent)?.[1] : undefined;
  const browser = found ? `${found[0]} ${version}` : (userAgent.split(/[\s/]/)[0] ?? '');
  const system = SYSTEMS.find(([, pattern]) => pattern.test(userAgent))?.[0];
  return [browser.slice(0, 40), system].filter(Boolean).join(' · ');
}
