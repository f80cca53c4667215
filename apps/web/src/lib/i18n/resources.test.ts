import { messages } from '@console/contract/messages';
import { describe, expect, it } from 'vitest';
import { resources, webNamespaces } from './resources';

describe('i18n resources', () => {
  it('keeps every contract message as the contract words it', () => {
    for (const locale of ['zh-CN', 'en-US'] as const) {
      expect(resources[locale].translation).toMatchObject(messages[locale]);
    }
  });

  it('never redefines a contract key in a web namespace', () => {
    const contractKeys = new Set(Object.keys(messages['zh-CN']));
    const clashes = webNamespaces.flatMap((namespace) =>
      Object.keys(namespace).filter((key) => contractKeys.has(key)),
    );
    expect(clashes).toEqual([]);
  });

  it('has the same keys in both languages', () => {
    expect(Object.keys(resources['en-US'].translation).sort()).toEqual(
      Object.keys(resources['zh-CN'].translation).sort(),
    );
  });
});
