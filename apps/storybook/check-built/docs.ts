/**
 * What the built Storybook's docs must hold for designers: a docs page for every story file, a
 * description on every docs page and on every story, and the introduction first in the sidebar.
 *
 * The descriptions are read in the built preview, as its Description block reads them, not parsed
 * again from the sources here: a component's description may come from
 * `parameters.docs.description.component`, from the JSDoc above the story file's meta (which the
 * docs addon's CSF plugin turns into that parameter) or from the JSDoc on the component itself
 * (react-docgen, through `parameters.docs.extractComponentDescription`), and a story's from
 * `parameters.docs.description.story` or the JSDoc above its export. A parser of our own would
 * have to follow those three paths exactly; the built preview already does, and it sees what a
 * person opening the page sees, so a description lost by the build fails here too. Nothing is
 * rendered: the CSF files are only loaded and their meta prepared, so no story plays again.
 */
import path from 'node:path';
import type { Page } from 'playwright';

export type IndexEntry = {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  importPath: string;
  tags?: string[];
};

type PreviewStore = {
  loadCSFFileByStoryId(id: string): Promise<unknown>;
  preparedMetaFromCSFFile(input: { csfFile: unknown }): {
    component?: unknown;
    parameters: {
      docs?: {
        description?: { component?: string };
        extractComponentDescription?: (component: unknown, context: object) => string | null;
      };
    };
  };
  loadStory(input: { storyId: string }): Promise<{
    parameters: { docs?: { description?: { story?: string } }; linksTo?: string[] };
  }>;
};
type PreviewWindow = Window & { __STORYBOOK_PREVIEW__?: { storyStoreValue?: PreviewStore } };

/** The first page of the sidebar: the introduction, an MDX page of its own. */
export const INTRODUCTION_ID = 'introduction--docs';

/**
 * The story files (paths from libs/ui/src) whose docs page is missing from the index. Autodocs
 * gives each CSF file one docs entry, with the file as its importPath.
 */
export function filesWithoutDocs(
  entries: IndexEntry[],
  files: string[],
  toFile: (importPath: string) => string,
): string[] {
  const documented = new Set(
    entries.filter((entry) => entry.type === 'docs').map((entry) => toFile(entry.importPath)),
  );
  return files.filter((file) => !documented.has(file));
}

/** The index's problems with its first page: the introduction, before any component. */
export function introductionProblems(entries: IndexEntry[]): string[] {
  const first = entries[0];
  if (!entries.some((entry) => entry.id === INTRODUCTION_ID))
    return [`index.json has no ${INTRODUCTION_ID} (libs/ui/src/Introduction.mdx)`];
  if (first?.id !== INTRODUCTION_ID)
    return [`the sidebar opens on ${first?.id ?? 'nothing'}, not on ${INTRODUCTION_ID}`];
  return [];
}

/**
 * In the built preview (iframe.html already open): every autodocs page whose component has no
 * description, every story with none, and every story id a story links to (its `linksTo`
 * parameter: the flow pages' links to the screens' stories) that the index does not have.
 * Returns one line per problem.
 */
export async function docsProblems(page: Page, entries: IndexEntry[]): Promise<string[]> {
  // An MDX page is its own text; the autodocs pages are the story files' (tagged by the preview).
  const autodocs = entries
    .filter((entry) => entry.type === 'docs' && !entry.importPath.endsWith('.mdx'))
    .map((entry) => ({ id: entry.id, file: path.basename(entry.importPath) }));
  const stories = entries.filter((entry) => entry.type === 'story').map((entry) => entry.id);
  return page.evaluate(
    async ({ autodocs, stories }) => {
      const store = (window as PreviewWindow).__STORYBOOK_PREVIEW__!.storyStoreValue!;
      const problems: string[] = [];
      const blank = (text: string | null | undefined) => !text || text.trim() === '';
      for (const { id, file } of autodocs) {
        const csfFile = await store.loadCSFFileByStoryId(id);
        const { component, parameters } = store.preparedMetaFromCSFFile({ csfFile });
        const described =
          parameters.docs?.description?.component ||
          parameters.docs?.extractComponentDescription?.(component, { component, parameters });
        if (blank(described))
          problems.push(
            `${id} (${file}) has no component description: a JSDoc on the component or the meta`,
          );
      }
      const indexed = new Set(stories);
      for (const storyId of stories) {
        const story = await store.loadStory({ storyId });
        if (blank(story.parameters.docs?.description?.story))
          problems.push(`${storyId} has no description: a JSDoc above the story`);
        for (const link of story.parameters.linksTo ?? [])
          if (!indexed.has(link)) problems.push(`${storyId} links to ${link}, which is no story`);
      }
      return problems;
    },
    { autodocs, stories },
  );
}
