/** Storage can be blocked by browser settings: reads then find nothing and writes are skipped. */
type StorageKind = 'localStorage' | 'sessionStorage';

const storage = (kind: StorageKind): Storage | undefined => {
  try {
    return window[kind];
  } catch {
    return undefined;
  }
};

export function readItem(kind: StorageKind, key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeItem(kind: StorageKind, key: string, value: string) {
  try {
    storage(kind)?.setItem(key, value);
  } catch {
    // quota or privacy mode: the flows work without the value, at worst sign-in starts again
  }
}

export function removeItem(kind: StorageKind, key: string) {
  try {
    storage(kind)?.removeItem(key);
  } catch {
    // nothing stored
  }
}
