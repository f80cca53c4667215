import account from './account';
import activity from './activity';
import activityDetail from './activity-detail';
import activityList from './activity-list';
import audit from './audit';
import chat from './chat';
import layout from './layout';
import members from './members';
import messages from './messages';
import orders from './orders';
import record from './record';
import recordList from './record-list';
import settings from './settings';
import shop from './shop';
import tabs from './tabs';
import reviews from './reviews';
import customers from './customers';
import home from './home';
import passkeys from './passkeys';
import recoveryCodes from './recovery-codes';
import security from './security';
import trail from './trail';

// What only the console needs, loaded with the console layout: the sign-in pages never fetch it.
// The system pages' and the activity editor's texts are parts of their own, loaded with those
// pages (lib/i18n/resources.ts).
export default {
  ...layout,
  ...account,
  ...settings,
  ...members,
  ...messages,
  ...tabs,
  ...record,
  ...recordList,
  ...audit,
  ...activity,
  ...activityList,
  ...activityDetail,
  ...shop,
  ...orders,
  ...chat,
  ...reviews,
  ...customers,
  ...home,
  ...security,
  ...passkeys,
  ...recoveryCodes,
  ...trail,
};
