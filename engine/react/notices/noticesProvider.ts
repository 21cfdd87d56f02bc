import type { EngineNotice } from '../../core/notices';
import type { AuthClients } from '../runtime/authProvider';

/** Where a notice would open: the screen shown, its `popupPosition` and the route's parameters. */
export interface NoticePlace {
  screen: string;
  position: number;
  /** The route's path parameters and query parameters, by name. */
  params: Readonly<Record<string, string | undefined>>;
}

/**
 * How the app loads and answers the popup notices of the signed-in user; the engine calls only this,
 * so it names no endpoint of the app's API (as the auth provider). Every method gets the engine's
 * background clients: no busy overlay, failures only logged, nothing shown to the user.
 *
 * @example createEngineRuntime({ ..., notices: myNoticesProvider })
 */
export interface NoticesProvider {
  /** The notices due for the signed-in user (the answered ones already left out by the server). */
  list(clients: AuthClients): Promise<EngineNotice[]>;
  /** Records that the user has read `notice` at its version (`until-confirmed`). */
  confirm(clients: AuthClients, notice: EngineNotice): Promise<void>;
  /** Records that the user does not want `notice`, at its version, shown again (`until-dismissed`). */
  dontShowAgain(clients: AuthClients, notice: EngineNotice): Promise<void>;
  /**
   * Whether `notice` applies to the page where it would open (a notice bound to one product, say);
   * every notice of the page's position does when absent.
   */
  appliesHere?(notice: EngineNotice, place: NoticePlace): boolean;
}
