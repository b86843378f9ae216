import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Stories live beside the components in libs/ui; this app only configures how they are loaded.
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../../../libs/ui/src/**/*.mdx', '../../../libs/ui/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  // The Docs pages' props tables and the components' JSDoc descriptions. react-docgen reads each
  // file with Babel; react-docgen-typescript would resolve imported types better but builds a
  // TypeScript program, minutes on a 2-core machine, in every build and every story test run.
  typescript: { reactDocgen: 'react-docgen' },
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    return viteConfig;
  },
};

export default config;
