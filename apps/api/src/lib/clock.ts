/** Where the server reads the time: every rule that depends on the hour takes it from here (tests fix it). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
