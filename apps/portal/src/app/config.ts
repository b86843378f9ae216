// Where the API lives. The built portal is served by the API server itself, so the default is the
// page's own origin (''); VITE_API_BASE_URL points the portal at any other backend that follows
// SPEC §7, VITE_API_APP changes the app segment of /webhook/{app}.
export const apiBaseUrl: string = (import.meta.env.VITE_API_BASE_URL as string | undefined) ?? '';
export const apiAppSegment: string =
  (import.meta.env.VITE_API_APP as string | undefined) ?? 'portal';
