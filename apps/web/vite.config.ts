import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { antdStyles } from './tooling/antd-styles.ts';
import { narrowImports } from './tooling/narrow-imports.ts';
import { precompress } from './tooling/precompress.ts';
import { pureSchemas } from './tooling/pure-schemas.ts';
import { routePreloads } from './tooling/route-preloads.ts';
import { styleNonce } from './tooling/style-nonce.ts';

const api = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    antdStyles(),
    pureSchemas(),
    narrowImports(),
    styleNonce(),
    react(),
    // docs/web.md "Ready at once", Route preloads: what each route's first visit loads, for the
    // server to name in the page. The parts mirror app/router.tsx and app/build-routes.tsx.
    routePreloads({
      routeTable: 'src/app/route-table.ts',
      parts: {
        all: {
          locales: {
            'zh-CN': ['src/locales/zh-CN/public.ts'],
            'en-US': ['src/locales/en-US/public.ts'],
          },
        },
        antd: {
          modules: ['src/lib/theme/antd-scope.tsx', 'src/lib/feedback-holder.tsx'],
          locales: {
            'zh-CN': ['antd/es/locale/zh_CN.js', 'dayjs/locale/zh-cn.js'],
            'en-US': ['antd/es/locale/en_US.js'],
          },
        },
        console: {
          modules: ['src/layout/console-layout.tsx', 'src/app/routes/page-error.tsx'],
          locales: {
            'zh-CN': ['src/locales/zh-CN/console.ts'],
            'en-US': ['src/locales/en-US/console.ts'],
          },
        },
        merchant: { modules: ['src/lib/merchant/merchant-required.tsx'] },
      },
      // lib/i18n/resources.ts: the text parts only some pages fetch, with them.
      textParts: {
        system: {
          locales: {
            'zh-CN': ['src/locales/zh-CN/system.ts'],
            'en-US': ['src/locales/en-US/system.ts'],
          },
        },
        activityEditor: {
          locales: {
            'zh-CN': ['src/locales/zh-CN/activity-editor.ts'],
            'en-US': ['src/locales/en-US/activity-editor.ts'],
          },
        },
      },
      plain: ['/login', '/register'],
    }),
    precompress(),
  ],
  // spec §9: history mode, base /.
  base: '/',
  // docs/security.md "The nonce": the server replaces this in index.html with each page's nonce
  // (apps/server/src/http/web-static.ts NONCE_PLACEHOLDER), in the meta tag Vite adds for it.
  html: { cspNonce: '__CSP_NONCE__' },
  server: {
    proxy: {
      '/api': { target: api, changeOrigin: true },
      '/socket.io': { target: api, changeOrigin: true, ws: true },
    },
  },
  build: {
    // antd's own chunk stays above the default warning; per-route chunks are what matter.
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Stable vendor chunks cache across deploys; routes stay lazy (DESIGN §5).
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            // What the entry imports statically, every route loads: in two chunks (libraries,
            // cached across deploys; app code) rather than the ~15 rolldown made, each with its
            // own gzip overhead (docs/web.md "Delivery"). No route loads more than before.
            {
              name: 'vendor',
              test: /[\\/]node_modules[\\/]/,
              tags: ['$initial'],
            },
            { name: 'initial', tags: ['$initial'] },
            // What every page drawn with antd loads first (lib/theme/load-antd-scope.tsx): the
            // scope (ConfigProvider, theme, antd locale, `.ant-app` frame) and the toast holder,
            // with the antd code they need, in one chunk rather than a dozen small ones.
            {
              name: 'antd-scope',
              test: /[\\/]src[\\/]lib[\\/](feedback-holder|theme[\\/]antd-scope)\.tsx$/,
            },
          ],
        },
      },
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'tooling/**/*.test.ts'],
    setupFiles: ['./src/test/setup.ts'],
    // Component tests click through whole pages; a busy 2-core machine can take seconds.
    testTimeout: 20_000,
  },
});
