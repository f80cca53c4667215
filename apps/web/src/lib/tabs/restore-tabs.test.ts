import { describe, expect, it } from 'vitest';
import { keyOf, openAll, paths, tabTarget as target } from '../testing/tab-fixtures';
import { restoreTabs } from './tabs-model';

const home = target('/home', { closable: false });

describe('restoreTabs (spec §2, §6)', () => {
  const log = target('/log', { roles: ['op', 'admin'] });
  const items = openAll(home, log, target('/cc'));
  const stored = { merchantId: 7, items };

  it('brings the stored tabs back in their order with their keys', () => {
    expect(restoreTabs(stored, { merchantId: 7, access: ['admin'] })).toEqual(items);
  });

  it('drops tabs whose route needs a role the user lacks', () => {
    expect(paths(restoreTabs(stored, { merchantId: 7, access: ['user'] }))).toEqual([
      '/home',
      '/cc',
    ]);
    expect(paths(restoreTabs(stored, { merchantId: 7, access: undefined }))).toEqual([
      '/home',
      '/cc',
    ]);
  });

  it('drops tabs of pages the merchant permission does not allow (DESIGN §4)', () => {
    const permitted = (fullPath: string) => fullPath !== '/cc';
    expect(paths(restoreTabs(stored, { merchantId: 7, access: ['admin'], permitted }))).toEqual([
      '/home',
      '/log',
    ]);
  });

  it('restores nothing under another merchant', () => {
    expect(restoreTabs(stored, { merchantId: 8, access: ['admin'] })).toEqual([]);
    expect(restoreTabs(null, { merchantId: 7, access: ['admin'] })).toEqual([]);
  });

  it('judges roles by the route as it is now and drops pages that no longer exist', () => {
    const resolve = (fullPath: string) =>
      fullPath === '/cc' ? target('/cc', { roles: ['admin'], title: 'route.cc' }) : null;
    const restored = restoreTabs(stored, { merchantId: 7, access: ['op'], resolve });
    expect(restored).toEqual([]);
    const admin = restoreTabs(stored, { merchantId: 7, access: ['admin'], resolve });
    expect(admin).toEqual([
      { ...target('/cc', { roles: ['admin'], title: 'route.cc' }), key: keyOf(items, '/cc') },
    ]);
  });
});
