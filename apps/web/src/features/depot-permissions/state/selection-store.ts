import type { TDepotSaveStatus, TRfidCard } from '@portal/contract';
import { create } from 'zustand';

/**
 * The two steps of spec 001 §2 Depot permissions share the chosen cards and the save result. The
 * selection belongs to one hierarchy entry (`scopeKey`): another entry clears it (§4).
 */
type DepotSelection = {
  scopeKey: string | null;
  cards: TRfidCard[];
  status: TDepotSaveStatus | null;
  toggleCard: (card: TRfidCard) => void;
  setStatus: (status: TDepotSaveStatus | null) => void;
  clearCards: () => void;
  /** Keeps the state when the entry is the same, else starts empty for the new one. */
  enterScope: (scopeKey: string) => void;
};

export const useDepotSelection = create<DepotSelection>((set, get) => ({
  scopeKey: null,
  cards: [],
  status: null,
  toggleCard: (card) =>
    set(({ cards }) => ({
      cards: cards.some((c) => c.id === card.id) ? cards.filter((c) => c.id !== card.id) : [...cards, card],
    })),
  setStatus: (status) => set({ status }),
  clearCards: () => set({ cards: [] }),
  enterScope: (scopeKey) => {
    if (get().scopeKey !== scopeKey) set({ scopeKey, cards: [], status: null });
  },
}));
