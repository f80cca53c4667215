import type { AuditKind } from '@console/contract/audit';

/** Each queue of the audit centre has its own route (DESIGN §4), in the order of the tabs. */
export const AUDIT_KIND_PATHS: Record<AuditKind, string> = {
  record: '/audit/records',
  licence: '/audit/licences',
  activity: '/audit/activities',
};

export const AUDIT_TAB_KINDS = ['record', 'licence', 'activity'] as const;

/** The queue a path shows; /audit/records when none matches. */
export function auditKindOf(pathname: string): AuditKind {
  const found = AUDIT_TAB_KINDS.find((kind) => pathname.startsWith(AUDIT_KIND_PATHS[kind]));
  return found ?? 'record';
}
