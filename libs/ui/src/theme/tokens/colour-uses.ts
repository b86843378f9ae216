import type { vars } from '../contract.css';

export type ColourToken = keyof typeof vars.color;

/** A surface a colour sits on: a token, or a translucent token laid over an opaque one. */
export type Surface = ColourToken | readonly [top: ColourToken, over: ColourToken];

/**
 * What a colour is for, and so which WCAG 2.2 contrast it owes its surfaces:
 * - `text`: words (SC 1.4.3, 4.5:1);
 * - `ui`: a control's edge, an icon, a chart line, the focus ring (SC 1.4.11 / 2.4.11, 3:1);
 * - `logotype`: the product's initial in its logo tile (SC 1.4.3 exempts logotypes);
 * - `surface`: what other colours sit on;
 * - `decorative`: edges and tints that tell nothing on their own (a card's border, a hover tint).
 */
export type ColourRole = 'text' | 'ui' | 'logotype' | 'surface' | 'decorative';

export type ColourUse = { role: ColourRole; on: readonly Surface[]; note: string };

/** The least contrast each role owes every surface it sits on; none for the rest. */
export const requiredContrast: Record<ColourRole, number | undefined> = {
  text: 4.5,
  ui: 3,
  logotype: undefined,
  surface: undefined,
  decorative: undefined,
};

const surfaces: readonly Surface[] = ['surface', 'background', 'surfaceMuted', 'surfaceHover'];

/**
 * Where each colour of the theme contract is used in the kit's styles, so the tokens page can
 * compute its contrast against those surfaces. A Record over every key of `vars.color`: a token
 * added to the contract fails the type check until its use is written here.
 */
export const colourUses: Record<ColourToken, ColourUse> = {
  background: { role: 'surface', on: [], note: 'The page behind the cards.' },
  surface: { role: 'surface', on: [], note: 'Cards, dialogs, fields, tables.' },
  surfaceMuted: { role: 'surface', on: [], note: 'Table headers, quiet panels.' },
  surfaceHover: { role: 'surface', on: [], note: 'A row or a ghost button under the pointer.' },
  border: { role: 'decorative', on: ['surface'], note: 'Edges of cards, tables and dividers.' },
  borderStrong: {
    role: 'decorative',
    on: ['surface'],
    note: 'Edges of fields and of hovered cards; a field is also told by its label.',
  },
  text: {
    role: 'text',
    on: [...surfaces, 'brandSoft', ['topBar', 'background']],
    note: 'Body text and headings.',
  },
  textMuted: { role: 'text', on: surfaces, note: 'Labels, dates, secondary lines.' },
  textSubtle: { role: 'text', on: surfaces, note: 'Placeholders, hints, an empty value.' },
  textInverse: {
    role: 'text',
    on: ['danger', 'dangerHover', ['sidebarAccentHover', 'sidebar']],
    note: 'Words on the danger button, the bell count, the hovered accent action.',
  },
  brand: {
    role: 'ui',
    on: ['surface', 'background'],
    note: 'The primary button, the chosen tab or step, checked boxes, a selected card edge.',
  },
  brandHover: { role: 'surface', on: [], note: 'The primary button under the pointer.' },
  brandActive: {
    role: 'surface',
    on: [],
    note: 'The primary button pressed; the logo’s dark end.',
  },
  brandSoft: { role: 'surface', on: [], note: 'Brand-tinted badges, the current item, selection.' },
  brandText: {
    role: 'text',
    on: ['brandSoft', 'surface', 'surfaceHover'],
    note: 'Links, a sorted column, words on brandSoft.',
  },
  brandBorder: { role: 'decorative', on: ['brandSoft'], note: 'Edge of a brand-tinted badge.' },
  brandSoftHover: {
    role: 'decorative',
    on: ['brandSoft'],
    note: 'A control on brandSoft under the pointer (a chip’s remove button).',
  },
  onBrand: {
    role: 'text',
    on: ['brand', 'brandHover', 'brandActive'],
    note: 'Words on the primary button, the current step, the person’s chat bubble.',
  },
  logoGradientStart: {
    role: 'surface',
    on: [],
    note: 'The light end of the logo tile’s gradient (to brandActive).',
  },
  logoHighlight: {
    role: 'decorative',
    on: ['logoGradientStart'],
    note: 'The light top edge of the logo tile.',
  },
  focusRing: {
    role: 'ui',
    on: [...surfaces, 'brandSoft', 'sidebar', 'sidebarActive'],
    note: 'The one focus indicator (see Tokens › Focus indicator).',
  },
  danger: {
    role: 'ui',
    on: ['surface'],
    note: 'A refused field’s edge, an error toast’s bar; the danger button and the bell count.',
  },
  dangerHover: { role: 'surface', on: [], note: 'The danger button under the pointer.' },
  dangerSoft: { role: 'surface', on: [], note: 'Error alerts and badges.' },
  dangerText: {
    role: 'text',
    on: ['dangerSoft', 'surface'],
    note: 'Field errors, a loss, words of an error alert.',
  },
  dangerBorder: { role: 'decorative', on: ['dangerSoft'], note: 'Edge of an error alert.' },
  success: {
    role: 'ui',
    on: ['surface'],
    note: 'A success toast’s bar, a done task’s dot and icon.',
  },
  successSoft: { role: 'surface', on: [], note: 'Success alerts and badges.' },
  successText: {
    role: 'text',
    on: ['successSoft', 'surface'],
    note: 'A profit, words of a success alert.',
  },
  successBorder: { role: 'decorative', on: ['successSoft'], note: 'Edge of a success alert.' },
  warningSoft: { role: 'surface', on: [], note: 'Warning alerts, badges, a transcript’s times.' },
  warningText: { role: 'text', on: ['warningSoft', 'surface'], note: 'Words on warningSoft.' },
  warningBorder: { role: 'decorative', on: ['warningSoft'], note: 'Edge of a warning alert.' },
  infoSoft: { role: 'surface', on: [], note: 'Info alerts and badges, the approvals counter.' },
  infoText: { role: 'text', on: ['infoSoft', 'surface'], note: 'Words on infoSoft.' },
  infoBorder: { role: 'decorative', on: ['infoSoft'], note: 'Edge of an info alert.' },
  overlay: {
    role: 'decorative',
    on: ['background'],
    note: 'Behind a modal dialog or the phone’s menu drawer.',
  },
  topBar: {
    role: 'surface',
    on: [],
    note: 'The sticky top bar, slightly see-through over the page.',
  },
  sidebar: { role: 'surface', on: [], note: 'The dark sidebar and the phone’s menu drawer.' },
  sidebarHover: { role: 'surface', on: [], note: 'A sidebar link under the pointer.' },
  sidebarActive: { role: 'surface', on: [], note: 'The current page’s sidebar link.' },
  sidebarText: {
    role: 'text',
    on: ['sidebar', 'sidebarHover', 'sidebarActive'],
    note: 'Sidebar links.',
  },
  sidebarTextMuted: {
    role: 'text',
    on: ['sidebar', 'sidebarHover'],
    note: 'The company’s name, sidebar actions, the drawer’s close button.',
  },
  sidebarBorder: { role: 'decorative', on: ['sidebar'], note: 'The line above the sidebar foot.' },
  sidebarIndicator: {
    role: 'ui',
    on: ['sidebar', 'sidebarActive'],
    note: 'The bar beside the current page’s link.',
  },
  sidebarAccent: {
    role: 'decorative',
    on: ['sidebar'],
    note: 'The tint of the one highlighted sidebar action (Return to Admin).',
  },
  sidebarAccentHover: {
    role: 'decorative',
    on: ['sidebar'],
    note: 'That action under the pointer.',
  },
  sidebarAccentText: {
    role: 'text',
    on: [['sidebarAccent', 'sidebar']],
    note: 'The words of that action.',
  },
  chartRevenue: { role: 'ui', on: ['surface'], note: 'The trend chart’s gross revenue line.' },
  chartProfit: { role: 'ui', on: ['surface'], note: 'The trend chart’s net profit line.' },
};

/** The logo tile's initial: onBrand over the gradient, owed no contrast (a logotype). */
export const logotypeUse: ColourUse = {
  role: 'logotype',
  on: ['logoGradientStart', 'brandActive'],
  note: 'The product’s initial on the logo tile, from the gradient’s light end to its dark one.',
};
