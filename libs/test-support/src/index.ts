export { fullChromium, testChromium, type ChromiumLaunch } from './chromium';
export { testTempRoot } from './temp-root';
export { unzip } from './zip';
