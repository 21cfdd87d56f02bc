export { canAccess, denialMessage, describeDenial, hasPermission } from './canAccess';
export { matchAttribute, matchPermission } from './matchPermission';
export { ACTIONS } from './types';
export type {
  AccessDecision,
  AccessSubject,
  Action,
  DenialTexts,
  DenyReason,
  FlaggedSubject,
  AccessGuard,
} from './types';
