import type { Preview } from '@storybook/react-vite';
import 'bootstrap/dist/css/bootstrap.min.css';
import 'dayjs/locale/it';
import { configureCulture } from '../engine/core/format/culture';
import { portalCulture } from '../src/culture';
import { StoryEngineProvider } from './storyEngine';
import { viewportOptions } from './viewports';

// Stories show the portal's culture, as the app does (src/culture).
configureCulture(portalCulture);

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
