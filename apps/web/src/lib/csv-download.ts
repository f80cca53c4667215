import { ApiError } from './http/api-error';
import { buildRequest } from './http/build-request';
import { readEnvelope } from './http/envelope';
import { currentLocale, t } from './i18n/i18n';
import { useSessionStore } from './session/session-store';

type Query = Record<string, string | number | undefined>;

/** The file name a Content-Disposition header gives (RFC 6266: filename* first). */
function csvFileNameOf(disposition: string | null, fallback: string): string {
  const encoded = disposition && /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // a malformed escape: the plain name
    }
  }
  return (disposition && /filename\s*=\s*"?([^";]+)"?/.exec(disposition)?.[1]?.trim()) || fallback;
}

/**
 * A merchant-scoped CSV export (e.g. GET /api/customers/export.csv) saved as one
 * download: headers and merchants_id as every call (spec §7), an envelope answer read as the
 * error it is. Not through `request`, which reads JSON.
 */
export async function downloadCsv(
  path: string,
  query: Query,
  {
    fallbackName,
    failedText,
    signal,
  }: { fallbackName: string; failedText: string; signal?: AbortSignal },
): Promise<string> {
  const { company, token } = useSessionStore.getState();
  if (!company) throw new ApiError({ code: 'own', message: t('merchant.none') });
  const { url, init } = buildRequest(
    { path, query },
    { merchantId: company.id, token, locale: currentLocale() },
  );
  const headers = { ...(init.headers as Record<string, string>), Accept: 'text/csv' };
  const response = await fetch(url, { ...init, headers, signal });
  const type = response.headers.get('Content-Type') ?? '';
  if (!response.ok || type.includes('json')) {
    const envelope = readEnvelope(await response.json().catch(() => undefined));
    throw new ApiError({
      code: envelope?.code ?? 'http',
      message: envelope?.msg || failedText,
      httpStatus: response.status,
    });
  }
  const blob = new Blob([await response.arrayBuffer()], { type: 'text/csv;charset=utf-8' });
  const fileName = csvFileNameOf(response.headers.get('Content-Disposition'), fallbackName);
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
  return fileName;
}
