import type { FastifyRequest } from 'fastify';
import { apiCodes } from '@console/contract/api-codes';
import { translate } from '@console/contract/messages';
import { localeFromAcceptLanguage } from './locale.ts';

/** The request's answer language (spec §9 locales, DESIGN §3). */
export function localeOf(request: FastifyRequest) {
  return localeFromAcceptLanguage(request.headers['accept-language']);
}

/** DESIGN §3: `{ code: '0000', msg: 'success', content }` in the request's locale. */
export function ok<T>(request: FastifyRequest, content: T) {
  return { code: apiCodes.ok, msg: translate(localeOf(request), 'success'), content };
}
