import { composeStories } from '@storybook/react';
import { describe, it } from 'vitest';
import preview from '../../.storybook/preview';
import { playStories } from '../../tests/fixtures/playStory';
import * as stories from './Grid.stories';

const { Nuovo, NuovoRifiutato, NuovaChiave } = composeStories(stories, preview);

describe('the grid’s create stories', () => {
  it('open the dialog, and show the server’s refusal in it', async () => {
    await playStories(Nuovo, NuovoRifiutato);
  });

  it('show a created key once (reveal)', async () => {
    await playStories(NuovaChiave);
  });
});
