/** Every time rule reads the clock decorated on the app, so tests move time without sleeping. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
