// Tests run in the portal's culture, as the app does (src/culture), with dayjs's Italian names
// loaded up front: a test cannot wait for the chunk the app loads in the background.
import 'dayjs/locale/it';
import { configureCulture } from '../engine/core/format/culture';
import { portalCulture } from '../src/culture';

configureCulture(portalCulture);
