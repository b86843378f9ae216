// Small SVG logos (initials on a brand colour with a niche mark), stored like an uploaded logo.
import { escapeMarkup } from '../markup';

export const buildLogoSvg = (initials: string, color: string, accent: string): Uint8Array => {
  const svg = [
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256" role="img">',
    `<title>${escapeMarkup(initials)}</title>`,
    `<rect width="256" height="256" rx="56" fill="${color}"/>`,
    `<circle cx="204" cy="52" r="22" fill="${accent}"/>`,
    `<text x="128" y="150" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="96" font-weight="700" fill="#ffffff">${escapeMarkup(initials)}</text>`,
    '</svg>',
  ].join('');
  return new TextEncoder().encode(svg);
};
