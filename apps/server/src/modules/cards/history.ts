// A card's status history (spec 002 §7 history).
import type { TCardHistoryResponse } from '@portal/contract';
import type { Db } from '../../db/client';
import { statusHistory } from './detail-repo';
import type { CardRecord } from './repo';

export async function cardHistory(db: Db, card: CardRecord): Promise<TCardHistoryResponse> {
  const rows = await statusHistory(db, Number(card.card_id));
  return {
    cardStatus: [
      {
        cardSerialNumber: card.card_serial_number,
        statusHistory: rows.map((r) => ({
          cardStatusId: r.card_status_id,
          cardStatus: r.status_name,
          dateTime: new Date(r.changed_at).toISOString(),
          policeRefNumber: r.police_reference,
        })),
      },
    ],
  };
}
