import type { StorybookConfig } from '@storybook/react-vite';

const config: StorybookConfig = {
  stories: ['../widgets/**/*.stories.tsx'],
  // The app's public folder, so stories show the real logo at /logo.svg.
  staticDirs: ['../public'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  // Storybook's own manager and preview runtime make one big chunk; it is a designers' tool, not
  // what users download, so the size warning would only be noise in `npm test`.
  viteFinal: (viteConfig) => ({
    ...viteConfig,
    build: { ...viteConfig.build, chunkSizeWarningLimit: 2000 },
  }),
};

export default config;
