import type { Plugin } from 'vite';

// antd's popups (Tooltip, Dropdown, Popover, Drawer, Modal…) reset the form context around their
// content: `antd/es/form/context.js` imports `FormProvider` from `@rc-component/form`. That
// package declares no `sideEffects` and its index attaches Field, List, useForm… to the form
// component, so the one import kept the whole form engine and async-validator (~13 KB gzip) on
// every console route, forms or not (docs/web.md "Delivery"). The import is pointed at the file
// that defines `FormProvider`; a page with a form still loads the index, which re-exports that
// same module, so there is one form context either way. `narrow-imports.test.ts` checks that the
// file still exports every name the importer asks for.
export const NARROWED_IMPORTS = [
  {
    importer: 'antd/es/form/context.js',
    source: '@rc-component/form',
    target: '@rc-component/form/es/FormContext.js',
  },
] as const;

export function narrowImports(): Plugin {
  return {
    name: 'console:narrow-imports',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      const from = importer?.replaceAll('\\', '/');
      const narrowed = NARROWED_IMPORTS.find(
        (rule) => rule.source === source && from?.endsWith(`/node_modules/${rule.importer}`),
      );
      if (!narrowed) return null;
      return this.resolve(narrowed.target, importer, { ...options, skipSelf: true });
    },
  };
}
