import type { Meta, StoryObj } from '@storybook/react-vite';
import { desktopViewport, mobileViewport } from '../../.storybook/viewports';
import { LiveMessages } from './Messages';
import { messaggiDemo } from './stories/messagesFixtures';
import { withMessagesStory, type MessagesStoryParameters } from './stories/withMessagesStory';

const messages = (p: MessagesStoryParameters) => ({ messages: p });

const meta = {
  title: 'Shell/Messages',
  component: LiveMessages,
  globals: desktopViewport,
  decorators: [withMessagesStory],
  parameters: messages({ messages: messaggiDemo }),
} satisfies Meta<typeof LiveMessages>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two unread messages and one read: the bell shows 2; closing the dialog marks them read. */
export const ConMessaggi: Story = {};

export const Vuoto: Story = { parameters: messages({ messages: [] }) };

export const Mobile: Story = { globals: mobileViewport };
