import { useId, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { NavIconButton } from '../icons/NavIconButton';
import ListGroup from 'react-bootstrap/ListGroup';
import Modal from 'react-bootstrap/Modal';
import { formatDateTime } from '../../engine/core/format';
import { useEngine } from '../../engine/react/runtime/EngineContext';
import type { WidgetComponentProps } from '../../engine/react/widgets/defineWidget';
import { useMarkRead, useMessages, type UserMessage } from './messagesQueries';

export type MessagesProps = Record<string, never>;

/** The navigation bar's bell with the unread count (spec 2 §2 "Navigation bar"); it opens the messages. */
export function MessagesBell({ unread, onOpen }: { unread: number; onOpen: () => void }) {
  const { t } = useEngine();
  const label = t('messaggi.iconaConteggio', { n: unread });
  return (
    <NavIconButton
      label={label}
      paths={[
        'M8 16a2 2 0 0 0 2-2H6a2 2 0 0 0 2 2zM8 1.92l-.8.16A4 4 0 0 0 4 6c0 .63-.13 2.2-.46 3.74-.16.76-.38 1.56-.67 2.26h10.26c-.29-.7-.5-1.5-.67-2.26C12.13 8.2 12 6.63 12 6a4 4 0 0 0-3.2-3.92L8 1.92zM14.22 12c.22.45.48.8.78 1H1c.3-.2.56-.55.78-1C2.68 10.2 3 6.88 3 6c0-2.42 1.72-4.44 4-4.9a1 1 0 1 1 2 0A5 5 0 0 1 13 6c0 .88.32 4.2 1.22 6z',
      ]}
      onOpen={onOpen}
      count={
        <Badge bg={unread > 0 ? 'danger' : 'secondary'} data-testid="messages-count">
          {unread}
        </Badge>
      }
    />
  );
}

/**
 * The messages dialog (spec 2 §2 "Messages"): each message with its date (dd/MM/yyyy HH:mm), newest
 * first; an unread one in bold with a hidden `non letto` for screen readers (not by colour alone);
 * `Nessun messaggio presente` when there are none.
 */
export function MessagesDialog({
  show,
  onHide,
  messages,
}: {
  show: boolean;
  onHide: () => void;
  messages: UserMessage[];
}) {
  const { t } = useEngine();
  const id = useId();
  return (
    <Modal show={show} onHide={onHide} aria-labelledby={`${id}-title`} centered scrollable>
      <Modal.Header closeButton closeLabel={t('generico.chiudi')}>
        <Modal.Title as="h2" className="h5" id={`${id}-title`}>
          {t('messaggi.titolo')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {messages.length === 0 ? (
          <p className="mb-0">{t('messaggi.nessuno')}</p>
        ) : (
          <ListGroup as="ul" variant="flush" data-testid="messages-list">
            {messages.map((m) => (
              <ListGroup.Item
                as="li"
                key={m.itemID}
                className={m.hasBeenRead ? undefined : 'fw-bold border-start border-4 border-primary'}
                data-unread={m.hasBeenRead ? undefined : ''}
              >
                <div className="small text-body-secondary">
                  <time dateTime={m.creationDate}>{formatDateTime(m.creationDate)}</time>
                  {!m.hasBeenRead && <span className="visually-hidden">, {t('messaggi.nonLetto')}</span>}
                </div>
                <div>{m.message}</div>
              </ListGroup.Item>
            ))}
          </ListGroup>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="primary" onClick={onHide}>
          {t('generico.chiudi')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}

/**
 * The bell with the live messages: polled in the background while the dialog is closed; closing it
 * marks the unread ones read (POST with their itemIDs), reloads the list and polling restarts
 * (spec 2 §8). A failed call is only logged by the background client.
 */
export function LiveMessages() {
  const [open, setOpen] = useState(false);
  const messages = useMessages(open);
  const markRead = useMarkRead();
  const list = messages.data?.data ?? [];
  const unread = list.filter((m) => !m.hasBeenRead);
  const close = () => {
    const itemIDs = unread.map((m) => m.itemID);
    setOpen(false);
    // The list reloads once the read ones are marked (the mutation invalidates it); polling restarts.
    if (itemIDs.length > 0) markRead.mutate({ itemIDs });
    else void messages.refetch();
  };
  return (
    <>
      <MessagesBell unread={unread.length} onOpen={() => setOpen(true)} />
      <MessagesDialog show={open} onHide={close} messages={list} />
    </>
  );
}

export default function MessagesWidget(_: WidgetComponentProps<MessagesProps>) {
  return <LiveMessages />;
}
