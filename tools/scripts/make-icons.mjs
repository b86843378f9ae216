// Draws the installable portal's PNG icons from apps/portal/public/favicon.svg with Debian's
// Chromium: 192 and 512 px as they are (rounded square), and a 512 px maskable one whose glyph sits
// inside the safe zone (the middle 80 %) on a full-bleed background, as launchers crop it to a
// circle or a squircle. Run again after changing the favicon:
//   node tools/scripts/make-icons.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const portal = fileURLToPath(new URL('../../apps/portal/public/', import.meta.url));
const svg = readFileSync(`${portal}favicon.svg`, 'utf8');
const background = /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1];
if (!background) throw new Error('favicon.svg has no background rect');
const glyph = svg.replace(/<rect[^>]*\/>/, '');

const icons = [
  { file: 'icon-192.png', size: 192, html: svg },
  { file: 'icon-512.png', size: 512, html: svg },
  {
    file: 'icon-maskable-512.png',
    size: 512,
    html: `<div style="width:100%;height:100%;background:${background};display:grid;place-items:center"><div style="width:70%;height:70%">${glyph}</div></div>`,
  },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const icon of icons) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    await page.setContent(
      `<style>html,body{margin:0;width:100%;height:100%;background:transparent}svg{display:block;width:100%;height:100%}</style>${icon.html}`,
    );
    await page.screenshot({ path: `${portal}icons/${icon.file}`, omitBackground: true });
    await page.close();
  }
} finally {
  await browser.close();
}
