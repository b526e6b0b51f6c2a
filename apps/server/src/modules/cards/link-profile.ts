// PUT restrictions/profile: link (or unlink) a restriction profile on cards (spec 002 §4.5, §5.2).
import {
  CARD_KEYS,
  CARD_WRITE_AUDIT_CODES,
  PLATFORM_MESSAGE_KEYS,
  type TCardRestrictionBody,
} from '@portal/contract';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { type AuditRecord, runWrite } from '../../platform/run-write';
import { type AuthorityScope, resolveScope } from '../../platform/scope';
import { type CardWriteContext, isStopped, reachableCard, requireAuthority } from './checks';
import { profileById, restrictionAckFlag, updateCard } from './write-repo';

type Detail = TCardRestrictionBody['cardRestrictionDetails'][number] & { cardId: number };
/** Details that each name a card (the profile actions without one are the restrictions module's). */
export type TCardLinkBody = { cardRestrictionDetails: Detail[] };

/** One PRLK (link) or PRUL (unlink) row per card. */
const linkRow = (d: Detail): AuditRecord => ({
  action: d.isUnlink ? CARD_WRITE_AUDIT_CODES.profileUnlink : CARD_WRITE_AUDIT_CODES.profileLink,
  body: { cardId: d.cardId, ...(d.isUnlink ? {} : { profileId: d.profileId ?? null }) },
  authorityIds: [d.authorityId],
});

export async function linkProfile(
  ctx: CardWriteContext,
  body: TCardLinkBody,
  within: AuthorityScope | undefined,
): Promise<{ successCardCount: number; successProfileCount: number }> {
  const { db, effective, now } = ctx;
  const details = body.cardRestrictionDetails;
  const attempt = details.map(linkRow);
  const profiles = new Set<number>();
  await runWrite(effective, { db, now, attempt, migration: 'restriction' }, async (tx) => {
    for (const d of details) requireAuthority(effective, d.authorityId);
    for (const d of details) {
      if (d.isDelete || d.isProfileNameChanged)
        throw badRequest(PLATFORM_MESSAGE_KEYS.restrictionActionUnsupported);
      if (within && !within.ids.includes(d.authorityId))
        throw forbidden(PLATFORM_MESSAGE_KEYS.scopeNotAllowed);
      const scope = resolveScope(effective.reach, { authorityIds: [d.authorityId] });
      const card = await reachableCard(tx, effective, d.cardId, scope, true);
      if (isStopped(card)) throw new AppError('CONFLICT', CARD_KEYS.cardStopped);
      if ((await restrictionAckFlag(tx, card.authority_id)) === 'N')
        throw forbidden(CARD_KEYS.restrictionNotAllowed);
      let profileId: number | null = null;
      if (!d.isUnlink) {
        if (!d.profileId) throw badRequest(CARD_KEYS.profileNotFound);
        const profile = await profileById(tx, d.profileId);
        if (!profile || profile.authority_id !== card.authority_id) throw notFound(CARD_KEYS.profileNotFound);
        profileId = profile.profile_id;
        profiles.add(profileId);
      }
      await updateCard(tx, d.cardId, { profileId }, now);
    }
  });
  return { successCardCount: details.length, successProfileCount: profiles.size };
}
