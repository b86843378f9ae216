import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { ThemeRoot } from '@portal/ui';
import { waitForStoryViewport } from './viewport';

// Dialogs fade in and uPlot draws after layout: on a loaded machine (CI runs the server suite beside
// the stories on 2 cores) that takes longer than testing-library's usual second, so findBy and
// waitFor give up only after five. A story that passes waits no longer for it.
configure({ asyncUtilTimeout: 5000 });

const preview: Preview = {
  // Every story file gets a Docs page (description, props, each story with its description):
  // designers review the kit there. Docs pages render stories without playing them, so the
  // Vitest run stays the only place a play function runs.
  tags: ['autodocs'],
  parameters: {
    layout: 'fullscreen',
    options: {
      storySort: {
        order: [
          'Introduction',
          'Tokens',
          ['Colours', 'Typography', 'Spacing, radii and shadows', 'Breakpoints', 'Focus indicator'],
          'Components',
          'Layouts',
          'Screens',
          'Flows',
        ],
      },
    },
    controls: { expanded: true },
    // axe violations fail the story test (and show as errors in the a11y panel).
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile360: { name: 'Mobile 360', styles: { width: '360px', height: '740px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
  },
  // A story that names a viewport renders (and plays) only once the canvas has that size.
  beforeEach: waitForStoryViewport,
  decorators: [
    (Story) => (
      <ThemeRoot>
        <Story />
      </ThemeRoot>
    ),
  ],
};

export default preview;
