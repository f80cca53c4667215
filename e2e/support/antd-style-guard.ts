import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// docs/web.md "antd's styles": antd's rules come in parts, each with the chunk holding the antd
// module that writes it. Each component's part opens with a rule for its root class alone
// (`.ant-btn{…}`: font, box sizing). The guard watches every page of the browser suite: an
// element with a root class whose rule is in the build but in none of the page's loaded
// stylesheets is a component whose part did not come with it (it is drawn unstyled).

const DIST = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.resolve(import.meta.dirname, '../../apps/web/dist');

const ROOT_RULE = /(?<=^|[{};])\.(ant-[\w-]+)\{/g;

/** Every `ant-` class a rule of the built stylesheets has as its whole selector. */
export function styledAntdClasses(): string[] {
  const assets = path.join(DIST, 'assets');
  const names = new Set<string>();
  for (const file of readdirSync(assets)) {
    if (!file.endsWith('.css')) continue;
    for (const [, name] of readFileSync(path.join(assets, file), 'utf8').matchAll(ROOT_RULE)) {
      names.add(name!);
    }
  }
  return [...names];
}

/**
 * In each page (an init script): the root classes drawn, checked a second after they first
 * appear (a chunk's stylesheet may still be arriving) against the root rules of the loaded
 * stylesheets; each missing one is reported once through the binding.
 */
export function watchAntdStyles({ binding, styled }: { binding: string; styled: string[] }) {
  const styledSet = new Set(styled);
  const seenAt = new Map<string, number>();
  const reported = new Set<string>();
  const sheetClasses = new WeakMap<CSSStyleSheet, Set<string>>();
  const rootSelector = /^\.(ant-[\w-]+)$/;

  const collect = (rules: CSSRuleList, into: Set<string>) => {
    for (const rule of Array.from(rules)) {
      if (rule instanceof CSSStyleRule) {
        const root = rootSelector.exec(rule.selectorText);
        if (root) into.add(root[1]!);
      }
      if ('cssRules' in rule && (rule as CSSGroupingRule).cssRules) {
        collect((rule as CSSGroupingRule).cssRules, into);
      }
    }
  };
  const loadedClasses = () => {
    const all = new Set<string>();
    for (const sheet of Array.from(document.styleSheets)) {
      let names = sheetClasses.get(sheet);
      if (!names) {
        names = new Set();
        try {
          collect(sheet.cssRules, names);
        } catch {
          continue;
        }
        sheetClasses.set(sheet, names);
      }
      for (const name of names) all.add(name);
    }
    return all;
  };
  const note = (element: Element) => {
    for (const name of Array.from(element.classList)) {
      if (name.startsWith('ant-') && styledSet.has(name) && !seenAt.has(name)) {
        seenAt.set(name, performance.now());
      }
    }
  };
  let timer: number | undefined;
  const check = () => {
    timer = undefined;
    const loaded = loadedClasses();
    const now = performance.now();
    let waiting = false;
    for (const [name, at] of seenAt) {
      if (reported.has(name) || loaded.has(name)) continue;
      if (now - at < 1000) {
        waiting = true;
        continue;
      }
      reported.add(name);
      const report = (window as unknown as Record<string, (text: string) => void>)[binding];
      void report?.(`${name} on ${location.pathname}`);
    }
    if (waiting) timer = window.setTimeout(check, 1000);
  };
  const schedule = () => {
    timer ??= window.setTimeout(check, 1000);
  };
  const start = () => {
    document.querySelectorAll('[class*="ant-"]').forEach(note);
    schedule();
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && record.target instanceof Element) note(record.target);
        for (const node of Array.from(record.addedNodes)) {
          if (!(node instanceof Element)) continue;
          note(node);
          node.querySelectorAll('[class*="ant-"]').forEach(note);
        }
      }
      schedule();
    }).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['class'],
    });
  };
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start);
}
