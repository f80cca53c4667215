/** The hidden helper route that applies a merchant switch (kept apart: the router imports it). */
export const SWITCHING_PATH = '/switching';
