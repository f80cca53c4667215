import { appendFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { CaptchaPurpose } from '@console/contract/auth';
import type { Config } from '../config.ts';

/**
 * Staff purposes, plus the storefront's customer sign-in (a purpose of its own, docs/api.md
 * "Storefront customers and orders") and a signed-in user's new mail or mobile (docs/account.md;
 * never sent through POST /api/captcha).
 */
export type CodePurpose = CaptchaPurpose | 'customer' | 'contact';

type CodeMessage = {
  to: string;
  channel: 'mobile' | 'mail';
  code: string;
  purpose: CodePurpose;
  at: Date;
};

/** A plain text to a mobile or mail, e.g. "your mobile was changed" to the old one. */
type NoticeMessage = { to: string; channel: 'mobile' | 'mail'; text: string; at: Date };

/** DESIGN §3: one-time codes (and account notices) leave the server only through a transport. */
export type CodeTransport = {
  deliver(message: CodeMessage): Promise<void>;
  notify(message: NoticeMessage): Promise<void>;
};

export const OUTBOX_FILE = 'outbox.log';

/** A gateway refused a code: a server-side failure, answered as a generic 5xx. */
class CodeDeliveryError extends Error {
  override name = 'CodeDeliveryError';
}

/** Development delivery: one JSON line per code in DATA_DIR/outbox.log. */
function createOutboxTransport(dataDir: string, log: FastifyBaseLogger): CodeTransport {
  const file = path.join(dataDir, OUTBOX_FILE);
  async function append(entry: object) {
    await mkdir(dataDir, { recursive: true });
    // One write of one line with O_APPEND, so concurrent deliveries never interleave.
    await appendFile(file, `${JSON.stringify(entry)}\n`, { flag: 'a' });
  }
  return {
    async deliver({ to, code, purpose, at }) {
      await append({ to, code, purpose, at: at.toISOString() });
      // `delivery.code` is redacted by the logger; the code itself stays in the outbox file.
      log.info(
        { delivery: { to, purpose, code, outbox: file } },
        'one-time code written to outbox',
      );
    },
    async notify({ to, text, at }) {
      await append({ to, notice: text, at: at.toISOString() });
      log.info({ delivery: { to, outbox: file } }, 'notice written to outbox');
    },
  };
}

/** SMS / mail gateway delivery: POST the message as JSON to CODE_WEBHOOK_URL. */
function createWebhookTransport(url: string, log: FastifyBaseLogger): CodeTransport {
  async function post(message: object) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(message),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) {
      throw new CodeDeliveryError(`code webhook answered HTTP ${response.status}`);
    }
  }
  return {
    async deliver({ to, channel, code, purpose, at }) {
      await post({ to, channel, code, purpose, at: at.toISOString() });
      log.info({ delivery: { to, purpose } }, 'one-time code sent through the webhook');
    },
    // A notice has `text` and no `code`, so the gateway tells the two apart.
    async notify({ to, channel, text, at }) {
      await post({ to, channel, text, at: at.toISOString() });
      log.info({ delivery: { to } }, 'notice sent through the webhook');
    },
  };
}

export function createCodeTransport(config: Config, log: FastifyBaseLogger): CodeTransport {
  return config.codeTransport.kind === 'webhook'
    ? createWebhookTransport(config.codeTransport.url, log)
    : createOutboxTransport(config.dataDir, log);
}
