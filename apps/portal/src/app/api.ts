import { createApiClient } from '@portal/api-client';
import { apiAppSegment, apiBaseUrl } from './config';

// The one API client of the app: it reads the session fields from localStorage for every call,
// so spy mode and logout take effect on the next call without any wiring.
export const api = createApiClient({
  baseUrl: apiBaseUrl,
  app: apiAppSegment,
  storage: window.localStorage,
});

export { sessionFromLoginReply } from './session-mapping';
