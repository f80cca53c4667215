import type { ThemeConfig } from 'antd';
import { withAccessibleTokens } from './accessible-tokens';

/** The console's antd theme: the pages' scope (antd-scope.tsx) and the toast holder use it. */
export const consoleTheme: ThemeConfig = withAccessibleTokens({
  // docs/web.md "antd's styles": the components' rules come from the stylesheet the build writes
  // (tooling/antd-styles.ts), with plain class names; antd only sets the theme's variables. The
  // component tests (jsdom, no stylesheets) keep antd's run-time rules, which they may query.
  hashed: false,
  zeroRuntime: !import.meta.env?.VITEST,
  token: { borderRadius: 8 },
  components: { Layout: { headerBg: '#ffffff', siderBg: '#001529' } },
});
