// POST profile/restrictions: create a profile (empty profileId) or update its blocks (spec 002 §2.7,
// §2.8, §4.12, §4.13, §5.4). Each write stays inside the reach its permission opens and writes its audit row.
import {
  CARD_KEYS,
  PLATFORM_MESSAGE_KEYS,
  profileNameIssue,
  RESTRICTION_AUDIT_CODES,
  RESTRICTION_KEYS,
  type TRestrictionDetailInput,
  type TScopeQuery,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { restrictionProfiles } from '../../db/schema';
import { AppError, badRequest, forbidden, notFound } from '../../platform/errors';
import type { RequestUser } from '../../platform/request-user';
import { type AuditRecord, runWrite } from '../../platform/run-write';
import { reachScope, resolveScopeIfGiven } from '../../platform/scope';
import { authorityForProfile, profileInScope, profileNameTaken } from './repo';
import { type BlockColumns, blockColumns } from './validate';

export type RestrictionWriteContext = { db: Db; effective: RequestUser; now: number };

const nameOf = (e: RequestUser) => `${e.user.firstName} ${e.user.lastName}`.trim();

/** §6: writes to an authority whose acknowledgement flag is N are refused; creating also when it is Y. */
export async function writableAuthority(tx: DbOrTx, authorityId: string, creating: boolean) {
  const authority = await authorityForProfile(tx, authorityId);
  if (!authority) throw notFound();
  if (authority.restriction_ack_flag === 'N') throw forbidden(CARD_KEYS.restrictionNotAllowed);
  if (creating && authority.restriction_ack_flag === 'Y') throw forbidden(RESTRICTION_KEYS.createNotAllowed);
  return authority;
}

async function requireFreeName(
  tx: DbOrTx,
  authorityId: string,
  name: string,
  current: string | null,
  id?: number,
) {
  const issue = profileNameIssue(name, current);
  if (issue === RESTRICTION_KEYS.profileNameRequired) throw badRequest(issue);
  if (issue || (await profileNameTaken(tx, authorityId, name.trim(), id)))
    throw new AppError('CONFLICT', RESTRICTION_KEYS.profileNameExists);
}

const hasAnyBlock = (c: BlockColumns) => Object.values(c).some((v) => v !== null && v !== undefined);

export async function saveRestrictions(
  ctx: RestrictionWriteContext,
  input: TRestrictionDetailInput,
  query: TScopeQuery,
): Promise<{ profileId: number; profileName: string }> {
  const within = resolveScopeIfGiven(ctx.effective.reach, query);
  const isUpdate = typeof input.profileId === 'number';
  const known: { authorityId?: string; profileId?: number } = {};
  const attempt = (): AuditRecord[] => [
    {
      action: isUpdate ? RESTRICTION_AUDIT_CODES.update : RESTRICTION_AUDIT_CODES.create,
      body: { profileId: known.profileId ?? input.profileId ?? null, profileName: input.profileName ?? null },
      authorityIds: known.authorityId ? [known.authorityId] : [],
    },
  ];
  return runWrite(
    ctx.effective,
    { db: ctx.db, now: ctx.now, attempt, migration: 'restriction' },
    async (tx) => {
      const scope = within ?? reachScope(ctx.effective.reach);
      if (isUpdate) {
        const profile = await profileInScope(tx, scope, input.profileId as number, true);
        if (!profile) throw notFound(RESTRICTION_KEYS.profileNotFound);
        known.authorityId = profile.authority_id;
        known.profileId = profile.profile_id;
        await writableAuthority(tx, profile.authority_id, false);
        if (profile.is_read_only) throw new AppError('CONFLICT', RESTRICTION_KEYS.profileReadOnly);
        const rename = input.profileName !== undefined && input.profileName.trim() !== profile.profile_name;
        if (rename)
          await requireFreeName(
            tx,
            profile.authority_id,
            input.profileName as string,
            null,
            profile.profile_id,
          );
        const columns = await blockColumns(tx, input);
        await tx
          .update(restrictionProfiles)
          .set({
            ...columns,
            ...(rename ? { profileName: (input.profileName as string).trim() } : {}),
            updatedAt: new Date(ctx.now),
            updatedByUserName: nameOf(ctx.effective),
          })
          .where(sql`${restrictionProfiles.profileId} = ${profile.profile_id}`);
        return {
          profileId: profile.profile_id,
          profileName: rename ? (input.profileName as string).trim() : profile.profile_name,
        };
      }
      // §4.13: a new profile is of level A, for the selected authority (or the one the body names).
      const authorityId =
        input.authorityId ??
        (query.accessLevel === 'A'
          ? query.accessLevelCode
          : within?.ids.length === 1
            ? within.ids[0]
            : undefined);
      if (!authorityId) throw badRequest(RESTRICTION_KEYS.authorityRequired);
      if (!scope.ids.includes(authorityId)) throw forbidden(PLATFORM_MESSAGE_KEYS.scopeNotAllowed);
      known.authorityId = authorityId;
      const authority = await writableAuthority(tx, authorityId, true);
      await requireFreeName(tx, authorityId, input.profileName ?? '', null);
      const columns = await blockColumns(tx, input);
      if (!hasAnyBlock(columns)) throw badRequest(RESTRICTION_KEYS.typeRequired);
      const by = nameOf(ctx.effective);
      const [created] = await tx
        .insert(restrictionProfiles)
        .values({
          profileName: (input.profileName as string).trim(),
          authorityId,
          customerId: authority.customer_id,
          parentId: authority.parent_id,
          serviceCode: authority.service_code,
          profileLevel: 'A',
          currency: authority.currency,
          distanceUnit: authority.distance_unit,
          ...columns,
          createdAt: new Date(ctx.now),
          updatedAt: new Date(ctx.now),
          createdByUserName: by,
          updatedByUserName: by,
        })
        .returning({
          profileId: restrictionProfiles.profileId,
          profileName: restrictionProfiles.profileName,
        });
      if (!created) throw new AppError('INTERNAL');
      known.profileId = created.profileId;
      return created;
    },
  );
}
