import type { SystemRole } from '@console/contract/system-roles';

/**
 * A role's name in the language shown: `name` in Chinese, `nameEn` otherwise, each falling back
 * to the other when empty (docs/system.md "Roles").
 */
export function roleLabel(role: Pick<SystemRole, 'name' | 'nameEn'>, language: string): string {
  return language.startsWith('zh') ? role.name || role.nameEn : role.nameEn || role.name;
}
