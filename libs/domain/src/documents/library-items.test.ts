import { describe, expect, it } from 'vitest';
import { libraryFixture, libraryItemFixture } from '../testing/fixtures';
import { applyChange, moveTargets, shownItems, siblingName } from './library-items';
import type { DocumentRequest } from './document-library.types';

const NOW = new Date(Date.UTC(2026, 10, 21, 13, 5));
const at = (folderId: string | null = null) => ({
  items: libraryFixture,
  pendingIds: [] as string[],
  folderId,
});
const byId = (id: string) => libraryFixture.find((item) => item.id === id)!;
const apply = (
  request: DocumentRequest,
  item: Parameters<typeof applyChange>[2]['item'] = null,
  state = at(),
) => applyChange(state, request, { item }, () => 'novo-1', NOW);

describe('the list the library shows', () => {
  it('is the open folder’s items, or every match of a search', () => {
    expect(shownItems(libraryFixture, 'Contratos', '').map((i) => i.id)).toEqual(['f-social']);
    expect(shownItems(libraryFixture, 'Contratos', 'LOGO').map((i) => i.id)).toEqual(['f-logo']);
  });

  it('offers a file every folder but its own, and the root from inside one', () => {
    expect(moveTargets(libraryFixture, byId('f-logo'))).toEqual(['Contratos']);
    expect(moveTargets(libraryFixture, byId('f-social'))).toEqual([null]);
  });

  it('makes a name unique among siblings of the same section only', () => {
    expect(siblingName(libraryFixture, 'Logo', null, 'files')).toBe('Logo 2');
    expect(siblingName(libraryFixture, 'Logo', null, 'folders')).toBe('Logo');
    expect(siblingName(libraryFixture, 'Logo', null, 'files', 'f-logo')).toBe('Logo');
  });
});

describe('applyChange (docs/product.md local updates)', () => {
  it('a created item the server gave back is shown as given, confirmed', () => {
    const item = libraryItemFixture('x9', 'driveFile', 'Doc');
    const input = {
      name: 'Doc',
      drive_url: 'https://a.com',
      driveId: null,
      type: 'driveFile' as const,
      parentId: null,
    };
    const applied = apply({ kind: 'createDocument', input }, item);
    expect(applied.items.at(-1)).toBe(item);
    expect(applied.pendingIds).toEqual([]);
  });

  it('renaming a folder without the item moves its files and keeps it pending', () => {
    const request: DocumentRequest = {
      kind: 'rename',
      target: byId('Contratos'),
      input: {
        oldName: 'Contratos',
        newName: 'Drive da equipe',
        type: 'folder',
        id: 'Contratos',
        parentId: null,
      },
    };
    const applied = apply(request, null, at('Contratos'));
    // 'Drive da equipe' is a Drive link of the same section: the new name is made unique.
    expect(applied.items.find((i) => i.type === 'folder')?.id).toBe('Drive da equipe 2');
    expect(applied.items.find((i) => i.id === 'f-social')?.parentId).toBe('Drive da equipe 2');
    expect(applied.pendingIds).toEqual(['Drive da equipe 2']);
    // The open folder follows its new name.
    expect(applied.folderId).toBe('Drive da equipe 2');
  });

  it('deleting the open folder removes its files and goes back to the root', () => {
    const request: DocumentRequest = {
      kind: 'delete',
      target: byId('Contratos'),
      input: { name: 'Contratos', id: 'Contratos', parentId: null },
    };
    const applied = apply(request, null, { ...at('Contratos'), pendingIds: ['f-social'] });
    expect(applied.items.map((i) => i.id)).toEqual(['r-equipe', 'd-custos', 'f-logo']);
    expect(applied.pendingIds).toEqual([]);
    expect(applied.folderId).toBeNull();
  });

  it('a moved file takes a free name in its new folder', () => {
    const clash = libraryItemFixture('f-2', 'uploadedFile', 'Logo', { parentId: 'Contratos' });
    const request: DocumentRequest = {
      kind: 'move',
      target: byId('f-logo'),
      input: {
        documentName: 'Logo',
        id: 'f-logo',
        currentParentId: null,
        newParentId: 'Contratos',
      },
    };
    const applied = apply(request, null, { ...at(), items: [...libraryFixture, clash] });
    expect(applied.items.find((i) => i.id === 'f-logo')).toMatchObject({
      parentId: 'Contratos',
      name: 'Logo 2',
    });
  });
});
