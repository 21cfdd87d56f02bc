import Alert from 'react-bootstrap/Alert';
import type { ServerMessage } from './submitForm';

/**
 * The server's messages above a form (refusals, `danger`, announced at once) or in its place once it
 * succeeded (`success`, a polite status); no refusals, no alert. Shared by both renderers.
 */
export function FormMessages({ messages, kind }: { messages: ServerMessage[]; kind: 'danger' | 'success' }) {
  if (kind === 'danger' && messages.length === 0) return null;
  return (
    <Alert variant={kind} role={kind === 'danger' ? 'alert' : 'status'}>
      {messages.map((m) => (
        <div key={m.code + m.text}>{m.text}</div>
      ))}
    </Alert>
  );
}
