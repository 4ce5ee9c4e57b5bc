export { apiClient } from './api';
export { startApp, freePort, type RunningApp, type StartAppOptions } from './app';
export { launchBrowser, newPage, openLive, screenshot, collectPageErrors, VIEWPORTS, CHROMIUM_ARGS, type Viewport } from './browser';
export { describeWithBrowser, hasBrowser } from './describe-with-browser';
export { REPO_ROOT, ARTIFACTS_DIR, CHROMIUM_PATH } from './paths';
export { startSmtp, recipients, type ParsedMail } from './smtp';
// The one wait helper of every test package.
export { waitUntil } from '../../config/jest/wait-until';
export { animationsEnded, auditLayout, LAYOUT_ARTIFACTS_DIR } from './layout-audit';
export { openAdminTab } from './admin-tabs';
export { chooseInSelect } from './antd-select';
export { adminCookieFor, liveLenderDress, type StagedDress, type StagedLender } from './stage';
export { mailedLink } from './mail-links';
