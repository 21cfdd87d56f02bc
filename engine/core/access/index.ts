export { canAccess, describeDenial, hasPermission } from './canAccess';
export { matchAttribute, matchPermission } from './matchPermission';
export { ACTIONS, USER_FLAGS } from './types';
export type {
  AccessDecision,
  AccessSubject,
  Action,
  DenyReason,
  FlaggedSubject,
  Guard,
  UserFlag,
} from './types';
