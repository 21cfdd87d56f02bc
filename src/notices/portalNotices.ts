import type { EngineNotice, NoticeRepeat } from '../../engine/core/notices';
import type { NoticesProvider } from '../../engine/react/notices/noticesProvider';
import type { AuthClients } from '../../engine/react/runtime/authProvider';
import type { AppStateHost } from '../../engine/react/runtime/clientStore';
import { tripState } from '../../widgets/shopping/tripState';
import type { AvvisoPopup } from '../../widgets/popup-notice/avviso';

const REPEAT: Record<AvvisoPopup['tipoVisualizzazione'], NoticeRepeat> = {
  1: 'until-dismissed',
  2: 'until-confirmed',
  3: 'always',
};

/** The position of the product choice (infoProdotto), the only one product-bound notices open at. */
export const POSIZIONE_SCELTA_PRODOTTO = 3;

/** The portal's record of an engine notice. */
export function avvisoOf(notice: EngineNotice): AvvisoPopup {
  return notice.app as AvvisoPopup;
}

export function toEngineNotice(avviso: AvvisoPopup): EngineNotice {
  return {
    key: `${avviso.itemID}@${avviso.versione}`,
    position: avviso.posizioneApertura,
    repeat: REPEAT[avviso.tipoVisualizzazione] ?? 'always',
    app: avviso,
  };
}

/** What the product page shows: the package in the trip state (`idPolizza` is a package). */
export interface SceltaProdotto {
  pacchettoID: number | null;
}

export function sceltaProdotto(host: AppStateHost): SceltaProdotto {
  return { pacchettoID: tripState.of(host).getState().tripData?.pacchettoID ?? null };
}

/**
 * Whether a notice bound to a package (`idPolizza`) or a product (`idProdotto`, whose packages the
 * server lists in `idPolizzeProdotto`) applies to this choice.
 */
export function appliesToChoice(avviso: AvvisoPopup, scelta: SceltaProdotto): boolean {
  if (scelta.pacchettoID === null) return false;
  if (avviso.idPolizza !== null && avviso.idPolizza !== scelta.pacchettoID) return false;
  if (avviso.idProdotto !== null && !avviso.idPolizzeProdotto.includes(scelta.pacchettoID)) return false;
  return true;
}

/**
 * The portal's notices provider (spec 2 §7 Popups): `GET amministrazione/popuputente` the notices
 * due, `POST amministrazione/popuputente/confermapresavisione` and `/nonmostrarepiu` with the
 * notice's id and `versione`. Notices bound to a product open only on the product choice, for that
 * product. `host` is the running engine (its trip state).
 */
export function portalNotices(host: () => AppStateHost): NoticesProvider {
  const answer =
    (path: string) =>
    async ({ background }: AuthClients, notice: EngineNotice): Promise<void> => {
      const { itemID, versione } = avvisoOf(notice);
      await background.post(`amministrazione/popuputente/${path}`, { json: { id: itemID, versione } });
    };
  return {
    async list({ background }) {
      const answered = await background.get('amministrazione/popuputente').json<{ data: AvvisoPopup[] }>();
      return (answered.data ?? []).map(toEngineNotice);
    },
    confirm: answer('confermapresavisione'),
    dontShowAgain: answer('nonmostrarepiu'),
    appliesHere(notice) {
      const avviso = avvisoOf(notice);
      if (avviso.idProdotto === null && avviso.idPolizza === null) return true;
      if (notice.position !== POSIZIONE_SCELTA_PRODOTTO) return false;
      return appliesToChoice(avviso, sceltaProdotto(host()));
    },
  };
}
