export { createClientEventBus, ENGINE_EVENT_TYPES } from './clientEvents';
export type { ClientEventBus, ClientEvents, ClientEventType, LogoutReason } from './clientEvents';
export { createEmitter } from './createEmitter';
export type { Emitter, Handler } from './createEmitter';
