import { useCallback, useMemo, useRef, useState } from 'react';
import { canAccess } from '../../../engine/core/access';
import { refusalOf, useSourceMutation } from '../../../engine/react/data';
import { useEngine } from '../../../engine/react/runtime/EngineContext';
import { problemFromErrorBody } from '../../change-password-dialog/submitProblem';
import { valueAt } from '../model/columns';
import { formFieldsOf, uploadsOf, type EditField } from '../model/editForm';
import { callPath } from '../model/rowCall';
import type { GridProps, GridReveal, GridRow, RowCall } from '../types';
import type { FormDialogSpec } from './FormDialog';
import type { RevealSpec } from './RevealDialog';
import { useFileUploads } from './useFileUploads';

type Method = 'POST' | 'PUT' | 'DELETE';
interface Send {
  method: Method;
  path: string;
  body: Record<string, unknown> | undefined;
}

/** What the dialog, once confirmed, calls: the method and path, and the toast after it. */
interface Pending {
  method: Method;
  path: string;
  title: string;
  success?: string;
  /** The answer's value to show once after success (the create's `reveal`). */
  reveal?: GridReveal;
  /** The dialog's inputs: its `file` inputs' files leave after the call, their paths filled from `row`. */
  fields?: EditField[];
  /** The row a row action runs on. */
  row?: GridRow;
}

/**
 * The grid's declarative calls: a custom button's `call` (contract item 1) and the `Nuovo` button
 * (`create`, item 2). A call with a confirmation, an input or a form asks in a FormDialog first;
 * a 400 shows its messages in the dialog, which stays open (without a dialog, as a toast); every
 * other failure has the main client's toasts. The list reloads after a call that succeeded.
 */
export function useGridCalls(props: GridProps, columnEditFields: EditField[]) {
  const engine = useEngine();
  const { t, toast } = engine;
  const invalidates = props.source ? [props.source.path] : [];
  const mutation = (method: 'post' | 'put' | 'delete') => ({
    method,
    path: (v: Send) => v.path,
    body: (v: Send) => v.body ?? (method === 'delete' ? undefined : {}),
    invalidates,
    silent: [400],
  });
  const post = useSourceMutation<Send>(mutation('post')).mutateAsync;
  const put = useSourceMutation<Send>(mutation('put')).mutateAsync;
  const remove = useSourceMutation<Send>(mutation('delete')).mutateAsync;
  const upload = useFileUploads(invalidates);
  const [dialog, setDialog] = useState<FormDialogSpec | null>(null);
  const [revealed, setRevealed] = useState<RevealSpec | null>(null);
  const pending = useRef<Pending | null>(null);

  /**
   * Sends; null when done (success toast shown, the value to reveal shown, the form's files sent),
   * else the refusal's messages ([] when toasted).
   */
  const send = async (
    call: Pending,
    body: Record<string, unknown> | undefined,
    values: Record<string, unknown> = {},
  ): Promise<string[] | null> => {
    const fn = call.method === 'PUT' ? put : call.method === 'DELETE' ? remove : post;
    try {
      const answer: unknown = await fn({ method: call.method, path: call.path, body });
      if (call.success) toast({ variant: 'success', title: t(call.title), body: t(call.success) });
      const files = call.fields
        ? uploadsOf(call.fields, values, {
            ...call.row,
            ...body,
            ...(answer && typeof answer === 'object' ? (answer as GridRow) : {}),
          })
        : [];
      if (files.length > 0) await upload(files, t(call.title));
      if (call.reveal) {
        const value =
          answer && typeof answer === 'object' ? valueAt(answer as GridRow, call.reveal.field) : undefined;
        if (typeof value === 'string' || typeof value === 'number')
          setRevealed({ ...call.reveal, value: String(value) });
      }
      return null;
    } catch (error) {
      const refusal = refusalOf(error);
      const messages =
        refusal?.status === 400
          ? (problemFromErrorBody(refusal.body)?.messages.map((m) => m.text) ?? [])
          : [];
      // A 400 without text still says something; any other failure had the main client's toasts.
      if (refusal?.status === 400 && messages.length === 0) return [t('msg.erroreGenerico')];
      return messages;
    }
  };

  /** A custom button's declarative call on a row. */
  const runCall = (call: RowCall, title: string, row: GridRow) => {
    const path = callPath(call.path, row);
    if (path === null) {
      toast({ variant: 'warning', title, body: t('griglia.azioneSenzaDato') });
      return;
    }
    const fields = call.form ? formFieldsOf(call.form) : [];
    const target: Pending = {
      method: call.method ?? 'POST',
      path,
      title,
      ...(call.success ? { success: call.success } : {}),
      fields,
      row,
    };
    if (!call.confirm && !call.input && fields.length === 0) {
      void send(target, undefined).then((messages) => {
        if (messages && messages.length > 0) toast({ variant: 'danger', title, body: messages.join('\n') });
      });
      return;
    }
    pending.current = target;
    setDialog({
      title: call.confirm?.title ?? title,
      ...(call.confirm?.body ? { body: call.confirm.body } : {}),
      ...(call.input ? { input: call.input } : {}),
      fields,
      confirm: call.confirm?.confirm ?? title,
      ...(call.confirm?.variant ? { variant: call.confirm.variant } : {}),
    });
  };

  const create = props.create;
  const user = engine.session.user;
  const slug = engine.brand.slug;
  const canCreate = useMemo(
    () =>
      !!create &&
      (!create.permission ||
        canAccess({
          user,
          guard: { permissions: [create.permission.replaceAll('{product}', slug.toUpperCase())] },
        }).allowed),
    [create, user, slug],
  );
  const createFields = useMemo(
    () => (create?.fields ? formFieldsOf(create.fields) : columnEditFields.filter((f) => !f.disabled)),
    [create?.fields, columnEditFields],
  );
  const openCreate = () => {
    if (!create) return;
    const title = create.title ?? 'generico.nuovo';
    pending.current = {
      method: 'POST',
      path: create.path,
      title,
      ...(create.success ? { success: create.success } : {}),
      ...(create.reveal ? { reveal: create.reveal } : {}),
      fields: createFields,
    };
    setDialog({ title, fields: createFields, confirm: 'generico.salva' });
  };

  // Stable for the row commands' memo, calling the latest runCall.
  const latest = useRef(runCall);
  latest.current = runCall;
  const stableRunCall = useCallback(
    (call: RowCall, title: string, row: GridRow) => latest.current(call, title, row),
    [],
  );

  return {
    dialog,
    runCall: stableRunCall,
    canCreate,
    openCreate,
    /** The value a create revealed, shown once until its dialog is closed. */
    revealed,
    closeRevealed: () => setRevealed(null),
    close: () => {
      pending.current = null;
      setDialog(null);
    },
    /** The dialog's confirm (the body, and the inputs as they stand): null closes it, messages stay in it. */
    submit: async (
      body: Record<string, unknown>,
      values?: Record<string, unknown>,
    ): Promise<string[] | null> => {
      const target = pending.current;
      if (!target) return null;
      const refused = await send(
        target,
        target.method === 'DELETE' && Object.keys(body).length === 0 ? undefined : body,
        values,
      );
      if (refused === null || refused.length === 0) {
        pending.current = null;
        setDialog(null);
        return null;
      }
      return refused;
    },
  };
}
