import type { AppDeps } from '../deps';
import type { ApiInstance } from '../plugins/typeProvider';
import healthRoutes from './health/routes';
import accountRoutes from './account/routes';
import ruoliRoutes from './ruoli/routes';
import localizationRoutes from './localization/routes';
import dropdownRoutes from './dropdown/routes';
import anagraficaRoutes from './anagrafica/routes';
import registrazioneRoutes from './registrazione/routes';
import declaredListRoutes from '../lists/routes';
import myAreaRoutes from './myarea/routes';
import exportRoutes from './export/routes';
import reportRoutes from './report/routes';
import carrelloRoutes from './carrello/routes';
import adesioniFileRoutes from './adesioni/fileRoutes';
import adesioniRoutes from './adesioni/routes';
import adesioniDettaglioRoutes from './adesioni/dettaglioRoutes';
import pagamentiRoutes from './pagamenti/routes';
import terminiPubbliciRoutes from './carrello/terminiPubbliciRoutes';
import agenzieFileRoutes from './agenzie/fileRoutes';
import amministrazioneUtentiRoutes from './amministrazione/utenti/routes';
import registrazioniRoutes from './amministrazione/registrazioniRoutes';
import amministrazioneDistributoriRoutes from './amministrazione/distributori/routes';
import messaggiRoutes from './messaggi/routes';
import invioMessaggiRoutes from './messaggi/invioRoutes';
import avvisiRoutes from './amministrazione/avvisi/routes';
import chiaviApiRoutes from './amministrazione/chiaviApi/routes';
import praticheXmlRoutes from './pratichexml/routes';

/** Every API area, registered under /api in this order. */
export const areas: Array<(app: ApiInstance, deps: AppDeps) => Promise<void>> = [
  healthRoutes,
  accountRoutes,
  ruoliRoutes,
  localizationRoutes,
  dropdownRoutes,
  anagraficaRoutes,
  registrazioneRoutes,
  declaredListRoutes,
  myAreaRoutes,
  exportRoutes,
  reportRoutes,
  carrelloRoutes,
  adesioniRoutes,
  adesioniFileRoutes,
  adesioniDettaglioRoutes,
  pagamentiRoutes,
  terminiPubbliciRoutes,
  agenzieFileRoutes,
  amministrazioneUtentiRoutes,
  registrazioniRoutes,
  amministrazioneDistributoriRoutes,
  messaggiRoutes,
  invioMessaggiRoutes,
  avvisiRoutes,
  chiaviApiRoutes,
  praticheXmlRoutes,
];
