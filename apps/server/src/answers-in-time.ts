/**
 * Whether `check` succeeds within `ms`: a hung dependency counts as down, so a health probe
 * answers in time whatever the database or Redis does (docs/api.md "Codes", `GET /api/health`).
 */
export async function answersInTime(check: () => Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  const answered = check().then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}
