import { tsr } from '@ts-rest/serverless/fetch';

/** What the Hono layer hands ts-rest beside the request. */
export type Platform = {
  clientAddress: string;
  /** The client reached us over https (itself, or through a trusted proxy that says so). */
  https?: boolean;
};

export const t = tsr.platformContext<Platform>();
