export type { FlightSchedule } from './flightSchedule';
export {
  createLocalFlightSchedule,
  isDay,
  localFlightSchedule,
  normaliseNumero,
} from './localFlightSchedule';
