import { matchAttribute } from '../../engine/core/access';

/**
 * Whether a role is meant for a user with these user-type attributes: one of the role's attributes
 * (ruoli.attributi) matches one of the user's, with the same rule as guards (`ALL` on either side,
 * `distributore` covers `distributore_network`). A role meant for nobody fits no one.
 *
 * @example roleFits(['distributore_network'], ['distributore', 'distributore_agenziadettagliante']) // false
 */
export function roleFits(roleAttributes: readonly string[], userAttributes: readonly string[]): boolean {
  return userAttributes.some((held) => roleAttributes.some((meant) => matchAttribute(held, meant)));
}
