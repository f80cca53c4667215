/**
 * The `:id` of /activity/:id as an activity id, or null when it cannot be one (then the page
 * shows "not found" without asking the server).
 */
export function parseActivityId(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d*$/.test(param)) return null;
  const id = Number(param);
  return Number.isSafeInteger(id) ? id : null;
}
