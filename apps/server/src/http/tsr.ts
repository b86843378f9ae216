import { tsr } from '@ts-rest/serverless/fetch';

/** What the Hono layer hands ts-rest beside the request. */
export type Platform = {
  clientAddress: string;
};

export const t = tsr.platformContext<Platform>();
