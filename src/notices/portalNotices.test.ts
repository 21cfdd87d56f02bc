import { describe, expect, it } from 'vitest';
import { NOTICES_KEY } from '../../engine/react/notices/noticesQuery';
import { startUp } from '../../engine/react/runtime/startUp';
import {
  createTestEngine,
  demoUserInfos,
  jsonResponse,
  routeFetch,
  type TestEngine,
} from '../../engine/react/testing/createTestEngine';
import type { AvvisoPopup } from '../../widgets/popup-notice/avviso';
import { tripState } from '../../widgets/shopping/tripState';
import { appliesToChoice, portalNotices, toEngineNotice } from './portalNotices';

const avviso = (patch: Partial<AvvisoPopup> = {}): AvvisoPopup => ({
  itemID: 4,
  versione: 2,
  titolo: 'Avviso',
  descrizione: '<p>Testo</p>',
  pathFile: null,
  link: null,
  tipoVisualizzazione: 2,
  modalitaVisualizzazione: 1,
  posizioneApertura: 2,
  idProdotto: null,
  idPolizza: null,
  idPolizzeProdotto: [],
  ...patch,
});

function engineWith(routes: Parameters<typeof routeFetch>[0]) {
  const calls: string[] = [];
  const logged = Object.fromEntries(
    Object.entries(routes).map(([key, answer]) => [
      key,
      async (r: Request) => {
        calls.push(`${key}${r.method === 'POST' ? ` ${await r.clone().text()}` : ''}`);
        return typeof answer === 'function' ? (answer as (r: Request) => unknown)(r) : answer;
      },
    ]),
  );
  const engine: TestEngine = createTestEngine({
    token: 'tok',
    fetch: routeFetch(logged),
    notices: portalNotices(() => engine.runtime),
  });
  return { engine, calls };
}

const cached = (engine: TestEngine) =>
  engine.runtime.queryClient.getQueriesData({ queryKey: NOTICES_KEY }).map(([, data]) => data);

describe('portal notices provider (spec 1 §4, spec 2 §7 Popups)', () => {
  it('start-up loads the notices after account/me, mapped for the engine', async () => {
    const { engine, calls } = engineWith({
      'GET account/me': { userInfo: demoUserInfos.agenzia, redirectTo: null },
      'GET localization/labels/it-IT': {},
      'GET amministrazione/popuputente': { data: [avviso(), avviso({ itemID: 5, tipoVisualizzazione: 1 })] },
    });
    await startUp(engine.runtime);
    await expect.poll(() => cached(engine)[0]).toBeDefined();
    expect(calls.indexOf('GET amministrazione/popuputente')).toBeGreaterThan(calls.indexOf('GET account/me'));
    expect(cached(engine)[0]).toEqual([
      { key: '4@2', position: 2, repeat: 'until-confirmed', app: avviso() },
      expect.objectContaining({ key: '5@2', repeat: 'until-dismissed' }),
    ]);
  });

  it('loads in the background: a failure raises no busy overlay and toasts nothing', async () => {
    const { engine, calls } = engineWith({
      'GET account/me': { userInfo: demoUserInfos.agenzia, redirectTo: null },
      'GET localization/labels/it-IT': {},
      'GET amministrazione/popuputente': jsonResponse({ text: 'giù' }, 500),
    });
    // account/me goes on the main client and ends before the notices are asked for.
    let busyDuringNotices = false;
    engine.runtime.busy.subscribe((s) => {
      if (s.pending > 0 && calls.includes('GET amministrazione/popuputente')) busyDuringNotices = true;
    });
    await startUp(engine.runtime);
    await expect.poll(() => calls.includes('GET amministrazione/popuputente')).toBe(true);
    await new Promise((r) => setTimeout(r, 20));
    expect(busyDuringNotices).toBe(false);
    expect(engine.toasts()).toEqual([]);
    expect(cached(engine)).toEqual([undefined]);
  });

  it('answers with the notice’s id and versione', async () => {
    const { engine, calls } = engineWith({
      'POST amministrazione/popuputente/confermapresavisione': {
        data: { itemID: 4, versione: 2, registrata: true },
      },
      'POST amministrazione/popuputente/nonmostrarepiu': {
        data: { itemID: 4, versione: 2, registrata: true },
      },
    });
    const provider = engine.runtime.notices!;
    const clients = {
      main: engine.runtime.clients.background,
      background: engine.runtime.clients.background,
    };
    await provider.confirm(clients, toEngineNotice(avviso()));
    await provider.dontShowAgain(clients, toEngineNotice(avviso({ tipoVisualizzazione: 1 })));
    expect(calls).toEqual([
      'POST amministrazione/popuputente/confermapresavisione {"id":4,"versione":2}',
      'POST amministrazione/popuputente/nonmostrarepiu {"id":4,"versione":2}',
    ]);
  });

  it('a notice bound to a package or a product opens on the product choice only, for that choice', () => {
    const { engine } = engineWith({});
    const provider = engine.runtime.notices!;
    const place = { screen: 'infoProdotto', position: 3, params: {} };
    const perPacchetto = toEngineNotice(avviso({ posizioneApertura: 3, idPolizza: 12 }));
    expect(provider.appliesHere!(perPacchetto, place)).toBe(false);
    tripState
      .of(engine.runtime)
      .getState()
      .set({ tripData: { pacchettoID: 12 } as never });
    expect(provider.appliesHere!(perPacchetto, place)).toBe(true);
    expect(
      provider.appliesHere!(toEngineNotice(avviso({ posizioneApertura: 2, idPolizza: 12 })), place),
    ).toBe(false);
    expect(provider.appliesHere!(toEngineNotice(avviso()), place)).toBe(true);
    // A product's notice opens on any of its packages, known before the package's detail loads.
    const perProdotto = avviso({ idProdotto: 3, idPolizzeProdotto: [11, 12] });
    expect(appliesToChoice(perProdotto, { pacchettoID: 12 })).toBe(true);
    expect(appliesToChoice(perProdotto, { pacchettoID: 13 })).toBe(false);
    expect(appliesToChoice(perProdotto, { pacchettoID: null })).toBe(false);
    expect(provider.appliesHere!(toEngineNotice({ ...perProdotto, posizioneApertura: 3 }), place)).toBe(true);
  });
});
