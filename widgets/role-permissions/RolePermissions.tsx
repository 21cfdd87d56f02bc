import { useId, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { refusalOf } from '../../engine/react/data/sourceError';
import { useDataSource, useSourceMutation } from '../../engine/react/data';
import { useT, useToast } from '../../engine/react/runtime/EngineContext';
import type {
  Azione,
  DropdownItem,
  Permesso,
  PermessoModifica,
  Ruolo,
  RuoloNuovo,
} from '../../schemas/types';
import {
  ACTION_LABEL,
  DROPDOWN_RUOLI,
  PERMESSI_LIST,
  RUOLI,
  actionsByCode,
  actionsOf,
  addOrRemovePath,
  groupCatalogue,
  permessiDelRuolo,
  readItems,
  readPermessiDelRuolo,
  refusalText,
  ruoloPath,
} from './permissionsModel';
import { RoleNameDialog, type RoleDialogKind, type RoleDialogValues } from './RoleNameDialog';
import './RolePermissions.css';

const switchKey = (codice: string, azione: Azione) => `${codice}|${azione}`;

/**
 * The role permissions editor (spec 1 §6, issue 27 item 2): one role at a time, its permissions from
 * the cached catalogue, filtered by back office or front end and grouped by gruppo; each switch sends
 * one add-or-remove event (ruoloID, aggiungi, permesso, azioni) and the role's permissions are read
 * again. A super-admin role holds everything: a note, no switches.
 */
export default function RolePermissions() {
  const t = useT();
  const id = useId();
  const [ruoloId, setRuoloId] = useState<number | null>(null);
  const [backOffice, setBackOffice] = useState(true);
  // What the user just switched, shown until the role's permissions come back from the server.
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());

  const ruoli = useDataSource({ path: DROPDOWN_RUOLI }, undefined, { select: readItems<DropdownItem> });
  const catalogue = useDataSource({ path: PERMESSI_LIST }, undefined, {
    select: readItems<Permesso>,
    staleTime: Infinity,
  });
  const role = useDataSource(ruoloId === null ? null : { path: permessiDelRuolo(ruoloId) }, undefined, {
    select: readPermessiDelRuolo,
  });
  const change = useSourceMutation<PermessoModifica>({
    method: 'post',
    path: (v) => addOrRemovePath(v.ruoloID),
    invalidates: ruoloId === null ? [] : [permessiDelRuolo(ruoloId)],
  });

  const toast = useToast();
  const [dialog, setDialog] = useState<RoleDialogKind | null>(null);
  // Refusals are shown inside the dialog, not as toasts.
  const refusals = [400, 403, 404, 409];
  const create = useSourceMutation<RuoloNuovo, { data: Ruolo }>({
    method: 'post',
    path: RUOLI,
    invalidates: [DROPDOWN_RUOLI],
    silent: refusals,
  });
  const rename = useSourceMutation<{ ruoloId: number; nome: string }, { data: Ruolo }>({
    method: 'put',
    path: (v) => ruoloPath(v.ruoloId),
    body: (v) => ({ nome: v.nome }),
    invalidates: ruoloId === null ? [DROPDOWN_RUOLI] : [DROPDOWN_RUOLI, permessiDelRuolo(ruoloId)],
    silent: refusals,
  });

  const chooseRole = (value: string) => {
    const next = value === '' ? null : Number(value);
    setRuoloId(next);
    setPending(new Map());
  };

  /** Sends a dialog's values; the refusal's text when the server says no, else null (and the dialog closes). */
  const saveDialog = async (kind: RoleDialogKind, values: RoleDialogValues): Promise<string | null> => {
    try {
      if (kind === 'rinomina') {
        if (ruoloId === null) return null;
        await rename.mutateAsync({ ruoloId, nome: values.nome });
        toast({ variant: 'success', title: t('ruoli.rinominato'), body: values.nome.trim() });
      } else {
        const { data } = await create.mutateAsync({
          nome: values.nome,
          ...(values.copiaDa === null ? { backOffice: values.backOffice } : { copiaDa: values.copiaDa }),
        });
        toast({
          variant: 'success',
          title: t(kind === 'copia' ? 'ruoli.copiato' : 'ruoli.creato'),
          body: data.descrizione,
        });
        chooseRole(String(data.itemID));
      }
      setDialog(null);
      return null;
    } catch (error) {
      return refusalText(refusalOf(error)?.body) ?? t('msg.erroreImprevisto');
    }
  };

  const ruolo = role.data?.ruolo.itemID === ruoloId ? role.data.ruolo : undefined;
  const held = actionsByCode(ruolo ? role.data!.items : []);
  // A web role cannot be given back-office permissions: it sees the front end's.
  const showBackOffice = ruolo?.backOffice === false ? false : backOffice;
  const groups = catalogue.data ? groupCatalogue(catalogue.data, showBackOffice) : [];

  const toggle = async (permesso: Permesso, azione: Azione, on: boolean) => {
    if (!ruolo) return;
    const key = switchKey(permesso.codice, azione);
    setPending((current) => new Map(current).set(key, on));
    try {
      await change.mutateAsync({
        ruoloID: ruolo.itemID,
        aggiungi: on,
        permesso: permesso.codice,
        azioni: [azione],
      });
    } catch {
      // The catalogue's toast tells why; the switch goes back to what the server holds.
    } finally {
      setPending((current) => {
        const next = new Map(current);
        next.delete(key);
        return next;
      });
    }
  };

  return (
    <section className="role-permissions mb-4" aria-labelledby={`${id}-titolo`}>
      <h2 id={`${id}-titolo`} className="h4">
        {t('ruoli.titolo')}
      </h2>
      <div className="d-flex flex-wrap align-items-end gap-3 mb-3">
        <Form.Group controlId={`${id}-ruolo`} className="role-permissions__ruolo">
          <Form.Label>{t('ruoli.ruolo')}</Form.Label>
          <Form.Select value={ruoloId ?? ''} onChange={(e) => chooseRole(e.target.value)}>
            <option value="">{t('ruoli.scegliRuolo')}</option>
            {(ruoli.data ?? []).map((r) => (
              <option key={r.value} value={r.value}>
                {r.text}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-primary" onClick={() => setDialog('nuovo')}>
            {t('ruoli.nuovo')}
          </Button>
          <Button variant="outline-primary" disabled={!ruolo} onClick={() => setDialog('rinomina')}>
            {t('ruoli.rinomina')}
          </Button>
          <Button variant="outline-primary" onClick={() => setDialog('copia')}>
            {t('ruoli.copiaDa')}
          </Button>
        </div>
        {ruolo && !ruolo.superAdmin && (
          <fieldset>
            <legend className="form-label fs-6 mb-1">{t('ruoli.permessiMostrati')}</legend>
            <div className="d-flex flex-wrap gap-3">
              <Form.Check
                type="radio"
                inline
                id={`${id}-bo`}
                name={`${id}-tipo`}
                label={t('ruoli.backOffice')}
                checked={showBackOffice}
                disabled={!ruolo.backOffice}
                onChange={() => setBackOffice(true)}
              />
              <Form.Check
                type="radio"
                inline
                id={`${id}-fe`}
                name={`${id}-tipo`}
                label={t('ruoli.frontend')}
                checked={!showBackOffice}
                onChange={() => setBackOffice(false)}
              />
            </div>
          </fieldset>
        )}
      </div>

      {dialog && (
        <RoleNameDialog
          kind={dialog}
          roles={ruoli.data ?? []}
          initialName={dialog === 'rinomina' ? (ruolo?.descrizione ?? '') : ''}
          initialSource={ruolo && !ruolo.superAdmin ? ruolo.itemID : null}
          onHide={() => setDialog(null)}
          onSubmit={(values) => saveDialog(dialog, values)}
        />
      )}

      {ruolo?.superAdmin && (
        <Alert variant="info" className="mb-0">
          {t('ruoli.superAdminNota')}
        </Alert>
      )}

      {ruolo &&
        !ruolo.superAdmin &&
        groups.map(({ gruppo, permessi }) => (
          <section key={gruppo} className="mb-3" aria-labelledby={`${id}-${gruppo}`}>
            <h3 id={`${id}-${gruppo}`} className="h5 border-bottom pb-1">
              {gruppo}
            </h3>
            <ul className="list-unstyled mb-0">
              {permessi.map((permesso) => (
                <li key={permesso.codice} className="role-permissions__permesso py-2">
                  <fieldset>
                    <legend className="fs-6 mb-1">
                      {permesso.descrizione}{' '}
                      <small className="text-body-secondary text-break">{permesso.codice}</small>
                    </legend>
                    <div className="d-flex flex-wrap column-gap-4 row-gap-1">
                      {actionsOf(permesso).map((azione) => {
                        const key = switchKey(permesso.codice, azione);
                        const checked = pending.get(key) ?? held.get(permesso.codice)?.has(azione) ?? false;
                        return (
                          <Form.Check
                            key={azione}
                            type="switch"
                            role="switch"
                            id={`${id}-${key}`}
                            label={t(ACTION_LABEL[azione])}
                            checked={checked}
                            aria-checked={checked}
                            onChange={(e) => void toggle(permesso, azione, e.target.checked)}
                          />
                        );
                      })}
                    </div>
                  </fieldset>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </section>
  );
}
