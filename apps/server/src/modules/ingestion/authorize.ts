// POST /partner/v1/authorizations (issue 20): the card processor's real-time check. The decision is
// the authorization check's (modules/authorization), stored with its answer; an allowed one gets an
// authorisation code that the cleared line carries later (store.ts joins them).
import { randomInt } from 'node:crypto';
import type { TPartnerAuthorizeBody, TPartnerAuthorizeResponse } from '@portal/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { partnerAuthorizations } from '../../db/schema';
import { authorize } from '../authorization/service';

const CODE_LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ';
/** Two letters and six digits, as processors print them on the receipt. */
const newAuthorisationCode = () =>
  `${CODE_LETTERS[randomInt(CODE_LETTERS.length)]}${CODE_LETTERS[randomInt(CODE_LETTERS.length)]}${String(randomInt(1_000_000)).padStart(6, '0')}`;

async function storedAnswer(db: Db, partnerId: string, requestId: string) {
  const [row] = await db
    .select({ answer: partnerAuthorizations.answer })
    .from(partnerAuthorizations)
    .where(
      and(eq(partnerAuthorizations.partnerId, partnerId), eq(partnerAuthorizations.requestId, requestId)),
    );
  return row?.answer as TPartnerAuthorizeResponse | undefined;
}

/**
 * Decides, stores and answers; the same request id asked again gets the stored answer. A new request
 * (the usual case, on the payment path) costs the check and one insert: a repeat is found by the
 * insert's conflict, then its stored answer is read, instead of a look-up before every check.
 */
export async function authorizeForPartner(
  db: Db,
  partnerId: string,
  body: TPartnerAuthorizeBody,
  now: number,
): Promise<TPartnerAuthorizeResponse> {
  const { requestId, ...check } = body;
  const decision = await authorize(db, { ...check, time: body.time ?? now });
  for (let attempt = 0; attempt < 5; attempt++) {
    const code = decision.decision === 'allowed' ? newAuthorisationCode() : null;
    const answer: TPartnerAuthorizeResponse = { ...decision, requestId, authorisationCode: code };
    const inserted = await db
      .insert(partnerAuthorizations)
      .values({
        partnerId,
        requestId,
        cardId: decision.cardId,
        authorityId: decision.authorityId,
        decision: decision.decision,
        answer,
        authorisationCode: code,
        decidedAt: new Date(now),
      })
      .onConflictDoNothing()
      .returning({ id: partnerAuthorizations.authorizationId });
    if (inserted.length) return answer;
    // The same request id decided meanwhile (a retry racing its first copy): answer that decision.
    const raced = await storedAnswer(db, partnerId, requestId);
    if (raced) return raced;
    // Otherwise the code was taken: draw another.
  }
  throw new Error('no free authorisation code after 5 draws');
}
