export { fullChromium, testChromium, type ChromiumLaunch } from './chromium';
export { unzip } from './zip';
