// Where the API lives. The built portal is served by the API server itself, so the default is the
// page's own origin (''); VITE_API_BASE_URL points the portal at any other backend that follows
// docs/product.md, The wire format, VITE_API_APP changes the app segment of /webhook/{app}.
export const apiBaseUrl: string = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '';
export const apiAppSegment: string =
  (import.meta.env.VITE_API_APP as string | undefined) ?? 'portal';

/**
 * REPORT_FORM_URL: the external monthly-report form, which the server writes into the page as
 * `<meta name="portal:report-form-url">` (read at run time, so no rebuild); VITE_REPORT_FORM_URL
 * in development. Null: the portal's own form.
 */
export function reportFormUrl(doc: Document = document): string | null {
  const meta = doc.querySelector<HTMLMetaElement>('meta[name="portal:report-form-url"]');
  const value = meta?.content || (import.meta.env.VITE_REPORT_FORM_URL as string | undefined);
  return value ? value : null;
}
