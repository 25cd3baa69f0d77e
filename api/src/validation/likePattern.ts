/** An ILIKE pattern that finds `text` anywhere, with LIKE's own characters taken literally. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
