/**
 * The version reported with each log entry: VITE_APP_VERSION when the build sets it, else the
 * hashed name of the entry script (it changes with every build), else "dev".
 */
export function appVersion(): string {
  const configured = import.meta.env.VITE_APP_VERSION as string | undefined;
  if (configured) return configured.slice(0, 40);
  const script = document.querySelector<HTMLScriptElement>(
    'script[type="module"][src*="/assets/"]',
  );
  const name = script?.src.split('/').pop()?.replace(/\.js$/, '');
  return (name || 'dev').slice(0, 40);
}
