import type { TLoggedInUser } from '@portal/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** sessionStorage key: the selection lives as long as the tab, like the session itself. */
export const SELECTED_HIERARCHY_STORAGE_KEY = 'selectedHierarchy';

type SelectedHierarchyState = {
  /** Spec 000 §3 Selected hierarchy: A authority, P parent, G group, and its code. */
  selection: TLoggedInUser | null;
  /** Whose selection it is: the impersonated user's id, '' for the signed-in user themself. */
  actingAs: string;
  select: (selection: TLoggedInUser, actingAs: string) => void;
  clear: () => void;
};

const EMPTY = { selection: null, actingAs: '' } as const;

// Storage can be blocked by browser settings: then the selection lasts until the next page load.
const sessionStorageOrMemory = () => {
  try {
    return window.sessionStorage;
  } catch {
    const memory = new Map<string, string>();
    return {
      getItem: (key: string) => memory.get(key) ?? null,
      setItem: (key: string, value: string) => void memory.set(key, value),
      removeItem: (key: string) => void memory.delete(key),
    };
  }
};

export const useSelectedHierarchyStore = create<SelectedHierarchyState>()(
  persist(
    (set) => ({
      ...EMPTY,
      select: (selection, actingAs) =>
        set({
          selection: { accessLevel: selection.accessLevel, accessLevelCode: selection.accessLevelCode },
          actingAs,
        }),
      clear: () => set(EMPTY),
    }),
    {
      name: SELECTED_HIERARCHY_STORAGE_KEY,
      storage: createJSONStorage(sessionStorageOrMemory),
      partialize: ({ selection, actingAs }) => ({ selection, actingAs }),
    },
  ),
);

export const clearSelectedHierarchy = () => useSelectedHierarchyStore.getState().clear();
