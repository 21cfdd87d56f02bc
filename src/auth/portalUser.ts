import type { EngineUser } from '../../engine/react/runtime/authProvider';
import type { UserInfo } from '../../schemas/types';

/**
 * The portal's userInfo (spec 1 §3) in the engine's shape: permessi and attributiUtente are what
 * guards match, every field is an attribute guards' userFlags and list commands may read, and the
 * record itself rides along for the portal's own code (portalUser).
 *
 * @example toEngineUser(me.userInfo).permissions // me.userInfo.permessi
 */
export function toEngineUser(info: UserInfo): EngineUser {
  return {
    id: info.id,
    name: info.userName,
    displayName: info.fullName,
    permissions: info.permessi,
    roles: info.attributiUtente,
    attributes: { ...info },
    app: info,
  };
}

/**
 * The portal's userInfo of the signed-in user, for the shell and widgets that show or test its
 * portal fields (mustPay, distributore, …); null when nobody is signed in or the user came from
 * elsewhere.
 *
 * @example portalUser(useSession().user)?.mustPay
 */
export function portalUser(user: EngineUser | null | undefined): UserInfo | null {
  const info = user?.app as UserInfo | undefined;
  return info && typeof info === 'object' && 'userName' in info ? info : null;
}
