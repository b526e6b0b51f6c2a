/** The server's idea of now; tests move it to prove idle and absolute session limits. */
export type Clock = { now(): number };
export const systemClock: Clock = { now: () => Date.now() };
