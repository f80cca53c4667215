import http from 'node:http';

// The SMS gateway of the run: nodes POST one-time codes here (CODE_TRANSPORT=webhook), as a
// deployment's gateway would receive them, since nodes share no outbox file.

export async function startCodeWebhook(port: number) {
  const codes = new Map<string, string>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      try {
        const message = JSON.parse(body) as { to?: string; code?: string };
        if (message.to && message.code) codes.set(message.to, message.code);
        response.writeHead(204).end();
      } catch {
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/codes`,
    /** The code last sent to `to`, waiting for it up to 10 s. */
    async codeFor(to: string): Promise<string | undefined> {
      for (let i = 0; i < 200; i += 1) {
        const code = codes.get(to);
        if (code) return code;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return undefined;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
