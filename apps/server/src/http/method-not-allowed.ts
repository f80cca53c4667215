import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods an API route answers at this path (no query); empty when no route matches. */
    allowedMethods(path: string): string[];
  }
}

/** A find-my-way pattern (`/api/orders/:id`) as a regular expression over a raw path. */
function patternOf(url: string): RegExp {
  const source = url
    .split(/(:[A-Za-z_]\w*|\*)/)
    .map((piece) => {
      if (piece === '*') return '.*';
      if (piece.startsWith(':')) return '[^/]+';
      return piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  return new RegExp(`^${source}$`);
}

/**
 * docs/api.md "Framework errors": Fastify answers 404 for a known path with a method it has no
 * route for. The not-found handler asks this registry, so such a request answers 405 with `Allow`
 * instead. Registered before the routes, it hears of every API route through `onRoute`.
 */
async function registerAllowedMethods(app: FastifyInstance) {
  const routes: { pattern: RegExp; methods: Set<string> }[] = [];
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const methods = [route.method].flat().map((method) => method.toUpperCase());
    if (methods.includes('GET')) methods.push('HEAD');
    const known = routes.find((entry) => entry.pattern.source === patternOf(route.url).source);
    if (known) for (const method of methods) known.methods.add(method);
    else routes.push({ pattern: patternOf(route.url), methods: new Set(methods) });
  });
  app.decorate('allowedMethods', (path: string) => {
    const methods = new Set<string>();
    for (const route of routes) {
      if (route.pattern.test(path)) for (const method of route.methods) methods.add(method);
    }
    return [...methods].sort();
  });
}

export const allowedMethodsPlugin = fp(registerAllowedMethods, { name: 'allowed-methods' });
