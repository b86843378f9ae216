import { tsr } from '@ts-rest/serverless/fetch';

/** What the Hono layer hands ts-rest beside the request. */
export type Platform = {
  clientAddress: string;
  /** A multipart body, already read by app.ts (http/multipart.ts) before ts-rest sees the request. */
  form?: FormData;
};

export const t = tsr.platformContext<Platform>();
