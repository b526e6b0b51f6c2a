// PUT restrictions/profile without a card: rename, unlink from every card, delete, or set the base
// profile (spec 002 §2.5, §2.6, §4.12, §5.4, §7). A detail with a cardId links a card (cards module).
import {
  PLATFORM_MESSAGE_KEYS,
  profileNameIssue,
  RESTRICTION_AUDIT_CODES,
  RESTRICTION_KEYS,
  type TCardRestrictionBody,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { baseProfiles, cards, restrictionProfiles } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import { type AuditRecord, runWrite } from '../../platform/run-write';
import { type AuthorityScope, reachScope } from '../../platform/scope';
import { profileInScope, profileNameTaken } from './repo';
import type { RestrictionWriteContext } from './save';
import { writableAuthority } from './save';

type Detail = TCardRestrictionBody['cardRestrictionDetails'][number];
type Action = 'delete' | 'rename' | 'unlink' | 'base';

/** A detail without a card acts on the profile itself. */
export const isProfileAction = (body: TCardRestrictionBody) =>
  body.cardRestrictionDetails.every((d) => d.cardId === null || d.cardId === undefined);

const actionOf = (d: Detail): Action =>
  d.isDelete ? 'delete' : d.isProfileNameChanged ? 'rename' : d.isUnlink ? 'unlink' : 'base';

const AUDIT: Record<Action, AuditRecord['action']> = {
  delete: RESTRICTION_AUDIT_CODES.delete,
  rename: RESTRICTION_AUDIT_CODES.rename,
  unlink: RESTRICTION_AUDIT_CODES.unlink,
  base: RESTRICTION_AUDIT_CODES.baseProfile,
};

async function profileFor(tx: DbOrTx, scope: AuthorityScope, d: Detail) {
  if (!d.profileId) throw badRequest(RESTRICTION_KEYS.profileNotFound);
  const profile = await profileInScope(tx, scope, d.profileId, true);
  if (!profile || profile.authority_id !== d.authorityId) throw notFound(RESTRICTION_KEYS.profileNotFound);
  return profile;
}

/** One detail's change; answers how many cards it changed. */
async function apply(ctx: RestrictionWriteContext, tx: DbOrTx, d: Detail, scope: AuthorityScope) {
  const action = actionOf(d);
  const now = new Date(ctx.now);
  if (action === 'base' && d.profileId === null) {
    await tx.delete(baseProfiles).where(sql`${baseProfiles.authorityId} = ${d.authorityId}`);
    return 0;
  }
  const profile = await profileFor(tx, scope, d);
  if (action === 'base') {
    await tx
      .insert(baseProfiles)
      .values({
        authorityId: d.authorityId,
        profileId: profile.profile_id,
        setAt: now,
        setByUserId: ctx.effective.user.id,
      })
      .onConflictDoUpdate({
        target: baseProfiles.authorityId,
        set: { profileId: profile.profile_id, setAt: now, setByUserId: ctx.effective.user.id },
      });
    return 0;
  }
  if (action === 'unlink') {
    const changed = await tx
      .update(cards)
      .set({ profileId: null, updatedAt: now })
      .where(sql`${cards.profileId} = ${profile.profile_id}`)
      .returning({ cardId: cards.cardId });
    return changed.length;
  }
  // §6: edit, rename and delete are refused for a read-only profile.
  if (profile.is_read_only) throw new AppError('CONFLICT', RESTRICTION_KEYS.profileReadOnly);
  if (action === 'delete') {
    // Cards keep running without the profile (the foreign key sets theirs to null).
    await tx.delete(restrictionProfiles).where(sql`${restrictionProfiles.profileId} = ${profile.profile_id}`);
    return Number(profile.no_of_cards);
  }
  const name = d.profileName ?? '';
  const issue = profileNameIssue(name, profile.profile_name);
  if (issue === RESTRICTION_KEYS.profileNameRequired) throw badRequest(issue);
  if (issue || (await profileNameTaken(tx, profile.authority_id, name.trim(), profile.profile_id)))
    throw new AppError('CONFLICT', RESTRICTION_KEYS.profileNameExists);
  await tx
    .update(restrictionProfiles)
    .set({
      profileName: name.trim(),
      updatedAt: now,
      updatedByUserName: `${ctx.effective.user.firstName} ${ctx.effective.user.lastName}`,
    })
    .where(sql`${restrictionProfiles.profileId} = ${profile.profile_id}`);
  return 0;
}

export async function profileActions(
  ctx: RestrictionWriteContext,
  body: TCardRestrictionBody,
  within: AuthorityScope | undefined,
): Promise<{ successCardCount: number; successProfileCount: number }> {
  const details = body.cardRestrictionDetails;
  const attempt = details.map(
    (d): AuditRecord => ({
      action: AUDIT[actionOf(d)],
      body: {
        profileId: d.profileId ?? null,
        ...(d.isProfileNameChanged ? { profileName: d.profileName ?? null } : {}),
      },
      authorityIds: [d.authorityId],
    }),
  );
  const authorityIds = [...new Set(details.map((d) => d.authorityId))];
  let cardCount = 0;
  await runWrite(
    ctx.effective,
    { db: ctx.db, now: ctx.now, attempt, migration: 'restriction' },
    async (tx) => {
      const scope = within ?? reachScope(ctx.effective.reach);
      for (const id of authorityIds)
        if (!scope.ids.includes(id)) throw forbidden(PLATFORM_MESSAGE_KEYS.scopeNotAllowed);
      for (const id of authorityIds) await writableAuthority(tx, id, false);
      for (const d of details) cardCount += await apply(ctx, tx, d, scope);
    },
  );
  return { successCardCount: cardCount, successProfileCount: details.length };
}
