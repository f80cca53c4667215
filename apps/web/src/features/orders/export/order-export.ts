import { ApiError } from '../../../lib/http/api-error';
import { buildRequest } from '../../../lib/http/build-request';
import { readEnvelope } from '../../../lib/http/envelope';
import { currentLocale, t } from '../../../lib/i18n/i18n';
import { useSessionStore } from '../../../lib/session/session-store';
import { readCsvStream, type CsvProgress } from './csv-progress';
import type { OrderFilter } from '../api/keys';

const FALLBACK_NAME = 'orders.csv';

/** The file name a Content-Disposition header gives (RFC 6266: filename* first). */
export function fileNameOf(disposition: string | null): string {
  if (!disposition) return FALLBACK_NAME;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a malformed escape: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1]?.trim();
  return plain || FALLBACK_NAME;
}

/** X-Total-Count: how many rows the export will hold; null when the server did not say. */
export function totalOf(headers: Headers): number | null {
  const value = Number(headers.get('X-Total-Count') ?? Number.NaN);
  return Number.isFinite(value) && value >= 0 ? value : null;
}

export type ExportProgress = CsvProgress & { total: number | null };

/**
 * GET /api/orders/export.csv of the filter (docs/orders.md "CSV"): the CSV is streamed, its rows
 * counted as they arrive, and saved as one download. Headers and merchants_id as every call (spec
 * §7); not through `request`, which reads JSON.
 */
export async function exportOrders(
  filter: OrderFilter,
  onProgress: (progress: ExportProgress) => void,
  signal: AbortSignal,
): Promise<{ rows: number; fileName: string }> {
  const { company, token } = useSessionStore.getState();
  // spec §6: no merchant chosen, no merchant-scoped call.
  if (!company) throw new ApiError({ code: 'own', message: t('merchant.none') });
  const { url, init } = buildRequest(
    { path: '/orders/export.csv', query: filter },
    { merchantId: company.id, token, locale: currentLocale() },
  );
  const headers = { ...(init.headers as Record<string, string>), Accept: 'text/csv' };
  const response = await fetch(url, { ...init, headers, signal });
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || !response.body || type.includes('json')) {
    const envelope = readEnvelope(await response.json().catch(() => undefined));
    throw new ApiError({
      code: envelope?.code ?? 'http',
      message: envelope?.msg || t('orders.export.failed'),
      httpStatus: response.status,
    });
  }
  const total = totalOf(response.headers);
  onProgress({ rows: 0, bytes: 0, total });
  const { chunks, rows } = await readCsvStream(
    response.body,
    (progress) => onProgress({ ...progress, total }),
    signal,
  );
  const fileName = fileNameOf(response.headers.get('Content-Disposition'));
  saveBlob(new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' }), fileName);
  return { rows, fileName };
}

function saveBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
