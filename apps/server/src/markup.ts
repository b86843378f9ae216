// Text put inside HTML, SVG or XML the server writes (e-mails, the portal's page, charts, logos).

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** `text` as markup reads it back, in an element or a quoted attribute alike. */
export const escapeMarkup = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
