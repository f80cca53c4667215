import { zhCN } from '@console/contract/messages-zh-cn';
import app from './app';
import auth from './auth';
import pages from './pages';
import passkeyPrompts from './passkey-prompts';

// What the public pages (sign-in, register, error pages) and every title need, loaded at start.
// The contract's messages (spec §5 rules, spec §8 errors) are shared with the server and merged
// in as they are, so a text the server sends and the one the web shows never drift apart.
export default { ...zhCN, ...app, ...auth, ...pages, ...passkeyPrompts };
