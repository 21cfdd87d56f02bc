import { axeScreensAt } from './axeScreens';

axeScreensAt('1366×900', false);
