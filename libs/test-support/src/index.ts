export { fullChromium, testChromium, type ChromiumLaunch } from './chromium';
export { testFilesMocking } from './mocking-files';
export { testTempRoot } from './temp-root';
export { unzip } from './zip';
