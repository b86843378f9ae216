/**
 * Story parameters for a Docs page whose stories open a modal dialog, fill the window or pin
 * something to it (a shell, a side panel, toasts, the loading bar): each story is drawn in a frame
 * of its own instead of inline, where a modal would cover the whole Docs page and make the rest of
 * it inert, and a fixed element would leave its story's box. A frame has no height of its own to
 * give, hence the one here; its content scrolls inside it.
 */
export const ownFrameOnDocsPage = {
  docs: { story: { inline: false, height: '640px' } },
} as const;
