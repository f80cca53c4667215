import type { ThemeConfig } from 'antd';
import { withAccessibleTokens } from './accessible-tokens';

/** The console's antd theme: the pages' scope (antd-scope.tsx) and the toast holder use it. */
export const consoleTheme: ThemeConfig = withAccessibleTokens({
  token: { borderRadius: 8 },
  components: { Layout: { headerBg: '#ffffff', siderBg: '#001529' } },
});
