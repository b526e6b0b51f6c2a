import { CARD_STATUS_IDS } from '@portal/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

export type ReissueFilter = 'notForReissue' | 'awaitReissue';

/**
 * Spec 002 §4.2: after a re-issue change the re-issue list's filter switches to the matching side.
 * Kept for the browser tab (session storage), so it holds when the list is opened afterwards.
 */
export const useReissueFilterStore = create<{
  filter: ReissueFilter;
  setFilter: (f: ReissueFilter) => void;
}>()(
  persist((set) => ({ filter: 'awaitReissue', setFilter: (filter) => set({ filter }) }), {
    name: 'cards-reissue-filter',
    storage: createJSONStorage(() => sessionStorage),
  }),
);

export const filterForStatus = (statusId: number): ReissueFilter =>
  statusId === CARD_STATUS_IDS.notForReissue ? 'notForReissue' : 'awaitReissue';
