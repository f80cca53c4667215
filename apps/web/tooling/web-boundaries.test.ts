import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The web import direction (`local/web-boundaries` in eslint.config.js) runs in `npm run lint`;
// here it is shown to refuse deliberate violations, judged with the repository's own lint config.
// A feature is `features/<name>` whatever the depth: its screens (list/, editor/, detail/) and
// api/ are one area, and another feature stays out of reach from any of them.

const root = path.resolve(import.meta.dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function problems(file: string, text: string) {
  const [result] = await eslint.lintText(text, { filePath: path.join(root, file) });
  return result!.messages.filter((m) => m.ruleId === 'local/web-boundaries').map((m) => m.message);
}

const activityList = 'apps/web/src/features/activity/list/x.ts';

describe('web import rules', () => {
  it('accept a screen of a feature as it is', async () => {
    const page = 'apps/web/src/features/activity/list/activity-list-page.tsx';
    expect(await problems(page, readFileSync(path.join(root, page), 'utf8'))).toEqual([]);
  });

  it("let a feature's screens import its api, its root files, lib and locales", async () => {
    const text = [
      "import { useActivities } from '../api/list-activities';",
      "import { formatPrice } from '../activity-format';",
      "import { ActivityEditorForm } from '../../activity/editor/activity-editor-form';",
      "import { request } from '../../../lib/http/client';",
      'export const x = [useActivities, formatPrice, ActivityEditorForm, request];',
    ].join('\n');
    expect(await problems(activityList, text)).toEqual([]);
  });

  it.each([
    [
      "another feature's api from a screen folder",
      activityList,
      "import { useOrders } from '../../orders/api/list-orders';\nexport const x = useOrders;\n",
      'features/activity must not import features/orders',
    ],
    [
      "another feature's page, lazily",
      'apps/web/src/features/orders/drawer/x.ts',
      "export const load = () => import('../../activity/detail/activity-detail-page');\n",
      'features/orders must not import features/activity',
    ],
    [
      'app from a feature',
      activityList,
      "import { consoleRoutes } from '../../../app/route-table';\nexport const x = consoleRoutes;\n",
      'features/activity must not import app',
    ],
    [
      'a feature from lib',
      'apps/web/src/lib/x.ts',
      "import { ordersKey } from '../features/orders/api/keys';\nexport const x = ordersKey;\n",
      'lib must not import features/orders',
    ],
  ])('refuse %s', async (_case, file, text, refusal) => {
    expect(await problems(file, text)).toEqual([refusal]);
  });
});
