import type { Azione, Permesso, Ruolo, RuoloPermesso } from '../../schemas/types';

/** The permission catalogue (spec 1 §7): loaded once, then read from the cache. */
export const PERMESSI_LIST = 'ruoli/permessi-list';
/** Every role, for the role picker. */
export const DROPDOWN_RUOLI = 'dropdown/ruoli';
/** Roles are created here (POST), and renamed at `ruoli/{id}` (PUT). */
export const RUOLI = 'ruoli';
export const ruoloPath = (ruoloId: number) => `ruoli/${ruoloId}`;
export const permessiDelRuolo = (ruoloId: number) => `ruoli/${ruoloId}/permessi`;
export const addOrRemovePath = (ruoloId: number) => `ruoli/${ruoloId}/add-or-remove-permesso`;

export interface PermessiDelRuolo {
  ruolo: Ruolo;
  items: RuoloPermesso[];
}

export const readItems = <T>(raw: unknown): T[] => (raw as { items: T[] }).items;
export const readPermessiDelRuolo = (raw: unknown): PermessiDelRuolo => raw as PermessiDelRuolo;

/** The switches a permission offers: a single E when azioneSingola is set, else R C U D (spec 1 §6). */
export const actionsOf = (permesso: Pick<Permesso, 'azioneSingola'>): readonly Azione[] =>
  permesso.azioneSingola ? ['E'] : ['R', 'C', 'U', 'D'];

/** The label key of each action's switch. */
export const ACTION_LABEL: Record<Azione, string> = {
  R: 'ruoli.lettura',
  C: 'ruoli.creazione',
  U: 'ruoli.modifica',
  D: 'ruoli.cancellazione',
  E: 'ruoli.esecuzione',
};

export interface GruppoPermessi {
  gruppo: string;
  permessi: Permesso[];
}

/**
 * The catalogue as the editor shows it: only back-office or only front-end permissions, grouped by
 * gruppo with the groups sorted by name, and inside each group by display order then code.
 */
export function groupCatalogue(catalogue: readonly Permesso[], backOffice: boolean): GruppoPermessi[] {
  const groups = new Map<string, Permesso[]>();
  for (const p of catalogue) {
    if (p.backOffice !== backOffice) continue;
    const list = groups.get(p.gruppo) ?? [];
    list.push(p);
    groups.set(p.gruppo, list);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'it'))
    .map(([gruppo, permessi]) => ({
      gruppo,
      permessi: [...permessi].sort(
        (a, b) => a.distplayOrder - b.distplayOrder || a.codice.localeCompare(b.codice),
      ),
    }));
}

/** The role's actions per permission code. */
export function actionsByCode(items: readonly RuoloPermesso[]): Map<string, ReadonlySet<Azione>> {
  return new Map(items.map((i) => [i.codice, new Set(i.azioni)]));
}

/** The text of a refusal's body (spec 1 §8: `messages` or a single `text`), null when it has none. */
export function refusalText(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { messages, text } = body as { messages?: Array<{ text?: unknown }>; text?: unknown };
  if (Array.isArray(messages)) {
    const texts = messages.map((m) => m.text).filter((x): x is string => typeof x === 'string' && x !== '');
    if (texts.length > 0) return texts.join(' ');
  }
  return typeof text === 'string' && text !== '' ? text : null;
}
