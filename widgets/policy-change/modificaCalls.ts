import { useDataSource, useSourceMutation } from '../../engine/react/data';
import type { AnteprimaModifica, ModificaRichiesta, RispostaAbilitazione } from './modifica';

/** Where a change of a policy is asked, previewed and saved (contract 1, 3, 4). */
export const percorsoAbilitazione = (itemID: number) => `carrello/modifiche/abilitazione/${itemID}`;
export const percorsoAnteprima = (itemID: number) => `carrello/modifiche/anteprima/${itemID}`;

/**
 * What a saved change makes stale: the purchases lists (the parent list, spec 2 §8), every policy
 * card, the change history grids and the permissions with the practice's version.
 */
export const INVALIDATI_DA_MODIFICA = [
  'my{product}/elencoadesioni',
  'my{product}/adesioni/',
  'carrello/modifiche/elenco/',
  'carrello/modifiche/abilitazione/',
];

/** The permissions and the practice of policy `itemID`, asked only once the form opens. */
export function useAbilitazione(itemID: number, enabled: boolean) {
  return useDataSource<RispostaAbilitazione>({ path: percorsoAbilitazione(itemID) }, undefined, {
    enabled,
    silent: true,
    background: true,
  });
}

/** POST anteprima: the re-priced policy before the agent confirms. Refusals shown by the form. */
export function useAnteprima(itemID: number) {
  return useSourceMutation<ModificaRichiesta, { item1: AnteprimaModifica }>({
    method: 'post',
    path: percorsoAnteprima(itemID),
    silent: true,
  });
}

export interface EsitoModifica {
  item1: {
    esito: 'applicata' | 'richiesta';
    versione: number;
    operazioneId: string;
    anteprima: AnteprimaModifica;
    /** The gateway's page for a supplement paid by card (a distributor that pays at purchase). */
    redirecUrl?: string | null;
  };
}

/**
 * POST abilitazione: saves the change. `idempotencyKey` is one press of Conferma, so a retry of the
 * same press makes one change. Failures are the form's (spec 2 §8: ignored but for the 409 reload).
 */
export function useSalvaModifica(itemID: number) {
  return useSourceMutation<{ richiesta: ModificaRichiesta; idempotencyKey: string }, EsitoModifica>({
    method: 'post',
    path: percorsoAbilitazione(itemID),
    body: ({ richiesta }) => richiesta,
    headers: ({ idempotencyKey }) => ({ 'Idempotency-Key': idempotencyKey }),
    invalidates: INVALIDATI_DA_MODIFICA,
    silent: true,
  });
}
