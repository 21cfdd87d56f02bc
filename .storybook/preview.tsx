import type { Preview } from '@storybook/react-vite';
import 'bootstrap/dist/css/bootstrap.min.css';
import { StoryEngineProvider } from './storyEngine';
import { viewportOptions } from './viewports';

const preview: Preview = {
  decorators: [
    (Story) => (
      <StoryEngineProvider>
        <Story />
      </StoryEngineProvider>
    ),
  ],
  parameters: {
    layout: 'fullscreen',
    viewport: { options: viewportOptions },
  },
};

export default preview;
