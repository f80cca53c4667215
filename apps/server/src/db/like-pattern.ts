/** A keyword as literal text inside a LIKE pattern: `\`, `%` and `_` escaped (the default escape). */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** `%keyword%`: the text contains the keyword, for `ilike`. */
export const containsPattern = (keyword: string) => `%${escapeLike(keyword)}%`;
