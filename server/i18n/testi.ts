import { createTranslator } from '../../engine/core/messages';
import { itIT } from '../../schemas/catalogues/labelTexts';

/**
 * The portal's Italian words for a key, as the client shows them: what the server answers in
 * Italian (400 messages of the engine's list grammar, access refusals) comes from the same labels.
 *
 * @example testoIt('query.unbalanced', { at: '1' }) // 'Filtro non valido: parentesi non bilanciate (posizione 1)'
 */
export const testoIt = createTranslator(itIT, 'it-IT');
