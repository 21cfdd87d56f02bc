import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';

export type { ChangePasswordDialogProps } from './ChangePasswordDialog';
export type { ProblemMessage, SubmitProblem } from './submitProblem';

/** The side panel's change-password dialog; the shell renders `ChangePasswordDialog` from ./ChangePasswordDialog. */
export default defineWidget<Record<string, never>>({
  name: 'change-password-dialog',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./ChangePasswordDialog')),
});
