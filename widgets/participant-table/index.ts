import { defineWidget, lazyWidget } from '../../engine/react/widgets/defineWidget';
import type { ParticipantTableProps } from './ParticipantTable';

/** The participants of the purchase form (spec 2 §2 "Participants"), kept in the trip data. */
export default defineWidget<ParticipantTableProps>({
  name: 'participant-table',
  props: { type: 'object', properties: {}, additionalProperties: false },
  component: lazyWidget(() => import('./ParticipantTable')),
});
