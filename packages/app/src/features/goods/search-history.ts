/** The guest's search history on the device: newest first, no duplicates, at most 20 entries. */
export const SEARCH_HISTORY_KEY = 'mall.searchHistory';
export const SEARCH_HISTORY_LIMIT = 20;

export function readSearchHistory(storage: Pick<Storage, 'getItem'>): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(SEARCH_HISTORY_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Puts a keyword first and returns the new history. */
export function addSearchHistory(storage: Pick<Storage, 'getItem' | 'setItem'>, keyword: string): string[] {
  const word = keyword.trim();
  const current = readSearchHistory(storage);
  if (!word) {
    return current;
  }
  const next = [word, ...current.filter((item) => item !== word)].slice(0, SEARCH_HISTORY_LIMIT);
  storage.setItem(SEARCH_HISTORY_KEY, JSON.stringify(next));
  return next;
}

export function clearSearchHistory(storage: Pick<Storage, 'removeItem'>): void {
  storage.removeItem(SEARCH_HISTORY_KEY);
}
