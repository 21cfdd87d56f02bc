import type { Decorator } from '@storybook/react-vite';
import { useMemo, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { storyLabels } from '../../../.storybook/storyEngine';
import { createTestEngine, demoUsers, jsonResponse } from '../../../engine/react/testing/createTestEngine';
import type { Azione, PermessoModifica, Ruolo, RuoloNuovo, RuoloPermesso } from '../../../schemas/types';
import { catalogo, permessiIniziali, ruoli as ruoliIniziali } from './roleFixtures';

/** Every call the stories' fake server received: 'METHOD path' and the JSON body. */
export const receivedCalls: Array<{ key: string; body: unknown }> = [];

const ORDER: readonly Azione[] = ['R', 'C', 'U', 'D', 'E'];

export interface RoleStoryParameters {
  /** The server refuses every change with this message (a 400 of the error catalogue). */
  refuse?: string;
}

/**
 * A fake roles API that remembers the changes, as the server does: the catalogue, the roles and
 * their permissions, add-or-remove applied to the role's entries.
 */
function rolesServer({ refuse }: RoleStoryParameters): typeof fetch {
  const held: Record<number, RuoloPermesso[]> = structuredClone(permessiIniziali);
  const ruoli: Record<number, Ruolo> = structuredClone(ruoliIniziali);
  const ruoliDropdown = () =>
    Object.values(ruoli)
      .sort((a, b) => a.descrizione.localeCompare(b.descrizione, 'it'))
      .map((r) => ({ value: r.itemID, text: r.descrizione }));
  const nomeInUso = (nome: string, except: number | null) =>
    Object.values(ruoli).some(
      (r) => r.itemID !== except && r.descrizione.toLowerCase() === nome.toLowerCase(),
    )
      ? jsonResponse(
          {
            messages: [
              {
                code: 'ruoli.errore.nomeInUso',
                text: `Esiste già un ruolo di nome "${nome}": scegline un altro`,
                type: 'error',
              },
            ],
          },
          409,
        )
      : null;
  return async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname.replace(/^\/api\//, '');
    const text = request.method === 'GET' ? '' : await request.clone().text();
    const body = text ? (JSON.parse(text) as unknown) : null;
    receivedCalls.push({ key: `${request.method} ${path}`, body });
    if (request.method === 'GET' && path === 'dropdown/ruoli') {
      const items = ruoliDropdown();
      return jsonResponse({ items, total: items.length });
    }
    if (request.method === 'GET' && path === 'ruoli/permessi-list') {
      return jsonResponse({ items: catalogo, total: catalogo.length });
    }
    const read = /^ruoli\/(\d+)\/permessi$/.exec(path);
    if (request.method === 'GET' && read) {
      const id = Number(read[1]);
      const items = ruoli[id]?.superAdmin ? [] : (held[id] ?? []);
      return jsonResponse({ ruolo: ruoli[id], items, total: items.length });
    }
    const write = /^ruoli\/(\d+)\/add-or-remove-permesso$/.exec(path);
    if (request.method === 'POST' && write) {
      if (refuse) {
        return jsonResponse({ messages: [{ code: 'errore.validazione', text: refuse, type: 'error' }] }, 400);
      }
      const change = body as PermessoModifica;
      const entries = held[change.ruoloID] ?? [];
      const before = entries.find((e) => e.codice === change.permesso)?.azioni ?? [];
      const after = ORDER.filter((a) =>
        change.aggiungi
          ? before.includes(a) || change.azioni.includes(a)
          : before.includes(a) && !change.azioni.includes(a),
      );
      held[change.ruoloID] = [
        ...entries.filter((e) => e.codice !== change.permesso),
        ...(after.length ? [{ codice: change.permesso, azioni: after }] : []),
      ];
      return jsonResponse({ data: { codice: change.permesso, azioni: after } });
    }
    if (request.method === 'POST' && path === 'ruoli') {
      const nuovo = body as RuoloNuovo;
      const nome = nuovo.nome.trim();
      const clash = nomeInUso(nome, null);
      if (clash) return clash;
      const itemID = Math.max(...Object.keys(ruoli).map(Number)) + 1;
      const fonte = nuovo.copiaDa === undefined ? undefined : ruoli[nuovo.copiaDa];
      ruoli[itemID] = {
        itemID,
        descrizione: nome,
        superAdmin: false,
        backOffice: fonte ? fonte.backOffice : (nuovo.backOffice ?? true),
      };
      held[itemID] = fonte ? structuredClone(held[fonte.itemID] ?? []) : [];
      return jsonResponse({ data: ruoli[itemID] });
    }
    const put = /^ruoli\/(\d+)$/.exec(path);
    if (request.method === 'PUT' && put) {
      const id = Number(put[1]);
      const nome = (body as { nome: string }).nome.trim();
      const clash = nomeInUso(nome, id);
      if (clash) return clash;
      ruoli[id] = { ...ruoli[id]!, descrizione: nome };
      return jsonResponse({ data: ruoli[id] });
    }
    return jsonResponse({ text: `No story answer for ${request.method} ${path}` }, 404);
  };
}

/** The real engine (session, data hooks, Italian catalogue) over the fake roles API, admin signed in. */
export function RoleStoryEngine({ refuse, children }: RoleStoryParameters & { children: ReactNode }) {
  const engine = useMemo(
    () => createTestEngine({ user: demoUsers.admin, labels: storyLabels, fetch: rolesServer({ refuse }) }),
    [refuse],
  );
  return (
    <engine.Provider>
      <MemoryRouter initialEntries={['/admin/ruoliPermessi']}>
        <div className="p-3" style={{ maxWidth: 960 }}>
          {children}
        </div>
      </MemoryRouter>
    </engine.Provider>
  );
}

export const withRoleStory: Decorator = (Story, { parameters }) => (
  <RoleStoryEngine {...((parameters.roles as RoleStoryParameters | undefined) ?? {})}>
    <Story />
  </RoleStoryEngine>
);
