import { axeScreensAt } from './axeScreens';

axeScreensAt('390×844', true);
