// The portal's search as the machine and the screen see it: the same shape the server answers
// (libs/api-client's searchReplySchema; workspace-mappers.ts checks the two agree).

/** A piece of a title or snippet; `hit` where the query's words were found. */
export type SearchPiece = { readonly text: string; readonly hit: boolean };
export type SearchPieces = readonly SearchPiece[];

type HitFields = {
  readonly businessId: string;
  readonly businessName: string;
  readonly title: SearchPieces;
  readonly snippet: SearchPieces;
};

export type SearchResult =
  | (HitFields & { readonly kind: 'meeting'; readonly meetingId: string; readonly date: string })
  | (HitFields & {
      readonly kind: 'transcript';
      readonly meetingId: string;
      readonly date: string;
      readonly line: number;
      readonly speaker: string;
      readonly minutes: number;
    })
  | (HitFields & {
      readonly kind: 'task';
      readonly taskId: string;
      readonly status: 'not-started' | 'in-progress' | 'done';
    })
  | (HitFields & {
      readonly kind: 'document';
      readonly documentId: string;
      readonly documentType: 'folder' | 'redirectFolder' | 'driveFile' | 'uploadedFile';
      /** The folder it opens in: the one holding it, or itself when it is a folder. */
      readonly folder: { readonly id: string; readonly name: string } | null;
    })
  | (HitFields & { readonly kind: 'company' });

export type SearchResultKind = SearchResult['kind'];

export type SearchResultGroup = {
  readonly kind: SearchResultKind;
  readonly hits: readonly SearchResult[];
  /** There were more hits of this kind than the server answers. */
  readonly more: boolean;
};

/**
 * Where a search runs: the current company (its people, its business account, spy mode), or
 * every company the admin or council member oversees, whose results open in spy mode.
 */
export type SearchScope = 'company' | 'companies';
