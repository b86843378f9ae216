import type { Preview } from '@storybook/react-vite';
import { ThemeRoot } from '@portal/ui';
import { waitForStoryViewport } from './viewport';

const preview: Preview = {
  parameters: {
    layout: 'fullscreen',
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
