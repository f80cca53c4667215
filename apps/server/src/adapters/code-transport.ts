import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { CaptchaPurpose } from '@console/contract/auth';
import type { Config } from '../config.ts';

/** Staff purposes, plus the storefront's customer sign-in (a purpose of its own, issue 6). */
export type CodePurpose = CaptchaPurpose | 'customer';

type CodeMessage = {
  to: string;
  channel: 'mobile' | 'mail';
  code: string;
  purpose: CodePurpose;
  at: Date;
};

/** DESIGN §3: one-time codes leave the server only through a transport. */
export type CodeTransport = { deliver(message: CodeMessage): Promise<void> };

export const OUTBOX_FILE = 'outbox.log';

/** A gateway refused a code: a server-side failure, answered as a generic 5xx. */
class CodeDeliveryError extends Error {
  override name = 'CodeDeliveryError';
}

/** Development delivery: one JSON line per code in DATA_DIR/outbox.log. */
function createOutboxTransport(dataDir: string, log: FastifyBaseLogger): CodeTransport {
  const file = path.join(dataDir, OUTBOX_FILE);
  return {
    async deliver({ to, code, purpose, at }) {
      await mkdir(dataDir, { recursive: true });
      const line = JSON.stringify({ to, code, purpose, at: at.toISOString() });
      // One write of one line with O_APPEND, so concurrent deliveries never interleave.
      await appendFile(file, `${line}\n`, { flag: 'a' });
      // `delivery.code` is redacted by the logger; the code itself stays in the outbox file.
      log.info(
        { delivery: { to, purpose, code, outbox: file } },
        'one-time code written to outbox',
      );
    },
  };
}

/** SMS / mail gateway delivery: POST the message as JSON to CODE_WEBHOOK_URL. */
function createWebhookTransport(url: string, log: FastifyBaseLogger): CodeTransport {
  return {
    async deliver({ to, channel, code, purpose, at }) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ to, channel, code, purpose, at: at.toISOString() }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) {
        throw new CodeDeliveryError(`code webhook answered HTTP ${response.status}`);
      }
      log.info({ delivery: { to, purpose } }, 'one-time code sent through the webhook');
    },
  };
}

export function createCodeTransport(config: Config, log: FastifyBaseLogger): CodeTransport {
  return config.codeTransport.kind === 'webhook'
    ? createWebhookTransport(config.codeTransport.url, log)
    : createOutboxTransport(config.dataDir, log);
}
