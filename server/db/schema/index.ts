/**
 * Every table of the database, from one import (`../db/schema`), and what drizzle-kit reads
 * (drizzle.config.ts). The tables live by area: `core` (users, registry, roles, sessions, rate limits),
 * `catalogo` (catalogue and pricing data), `myArea` (the My area's credit and documents), `carrello`
 * (cart items, further data, demands-and-needs records), `pagamenti` (card payment attempts and the
 * sandbox gateway's book), which reference `core`, and `installazione` (facts about the database
 * itself); nothing here imports this index, so the modules form no cycle.
 */
export * from './core';
export * from './catalogo';
export * from './myArea';
export * from './carrello';
export * from './pagamenti';
export * from './installazione';
export * from './messaggi';
export * from './avvisi';
export * from './pratichexml';
