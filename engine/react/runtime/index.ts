export type { AuthClients, AuthProvider, EngineUser, WhoAmI } from './authProvider';
export { createBusyStore, isBusy } from './busyStore';
export type { BusyState, BusyStore } from './busyStore';
export {
  createClientStore,
  defineAppState,
  initialClientState,
  memoryStorage,
  STORE_VERSION,
  versionedStorage,
} from './clientStore';
export type {
  AppState,
  AppStateDefinition,
  AppStateHost,
  AppStore,
  ClientState,
  ClientStateData,
  ClientStore,
} from './clientStore';
export { createApiClients } from './createApiClients';
export type { ApiClientsOptions, CallContext } from './createApiClients';
export { createEngineRuntime, servicesOf } from './createEngineRuntime';
export type { EngineRuntime, EngineRuntimeOptions, TextsState } from './createEngineRuntime';
export { createSession } from './createSession';
export type { SessionController } from './createSession';
export { EngineContext, useApi, useEngine, useSession, useT, useToast } from './EngineContext';
export type { BrandInfo, EngineServices, SessionApi } from './EngineContext';
export { EngineProvider } from './EngineProvider';
export { EngineRuntimeProvider } from './EngineRuntimeProvider';
export { createImpersonation, IMPERSONATION_RELOAD_DELAY_MS } from './impersonation';
export { createLabelCache, translator } from './labelCache';
export type { LabelCache, LabelTexts, LoadLabels } from './labelCache';
export { RuntimeContext, useRuntime } from './RuntimeContext';
export { startUp } from './startUp';
export { createToastStore, TOAST_DELAY_MS } from './toastStore';
export type { ShownToast, ToastState, ToastStore } from './toastStore';
export { localStorageTokenStore, memoryTokenStore, TOKEN_KEY } from './tokenStore';
export type { TokenStore } from './tokenStore';
export { toSearchParams } from './toSearchParams';
export type { QueryValue } from './toSearchParams';
