import type { Aeroporto, Volo } from '../../../schemas/types';

/**
 * Where flight schedules come from (spec 2 §7 infoVoli). The portal asks three questions: the
 * flights of a number on a day, the flights of a route on a day, and the airports whose code, city
 * or name start with what the agent typed. `localFlightSchedule()` answers them from the
 * OpenFlights airports and a deterministic generator; a real provider (an OAG or Aviationstack
 * client behind a cache, so that answers stay synchronous) would implement the same interface.
 * Dates are YYYY-MM-DD in the departure airport's local time; timestamps are ISO 8601 with the
 * airport's UTC offset for that day.
 */
export interface FlightSchedule {
  /** The flights with this number (normalised: `AZ610`) departing on `date`; [] when none. */
  byNumber(numeroVolo: string, date: string): Volo[];
  /** The direct flights from `fromIata` to `toIata` departing on `date`, by departure time. */
  byRoute(fromIata: string, toIata: string, date: string): Volo[];
  /** At most `limit` airports matching `text` by IATA code, city (Italian names too) or name. */
  airports(text: string, limit: number): Aeroporto[];
  /** One airport by its IATA code (any case), or null. */
  airport(iata: string): Aeroporto | null;
}
