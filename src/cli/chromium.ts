/** Debian's Chromium and its flags, shared with the browser-test config (src/cli/chromium.json), used by the CLI's browser tools and by the tests. */
import flags from './chromium.json';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? flags.path;

export const CHROMIUM_ARGS = ['--headless=new', ...flags.args];
