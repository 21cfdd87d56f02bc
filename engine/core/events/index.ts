export { CLIENT_EVENT_TYPES, createClientEventBus } from './clientEvents';
export type { ClientEventBus, ClientEvents, ClientEventType, LogoutReason } from './clientEvents';
export { createEmitter } from './createEmitter';
export type { Emitter, Handler } from './createEmitter';
