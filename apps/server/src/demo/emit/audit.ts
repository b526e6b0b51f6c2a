import * as db from '../../db/schema';
import { DAY, type GenContext, HOUR, iso } from '../context';
import type { CopyRow } from '../load/copy-text';
import { namedUser } from '../named-users';
import type { CardPlan } from '../plan/cards';
import type { Hierarchy } from '../plan/hierarchy';
import type { Users } from '../plan/users';
import type { Rng } from '../random';
import { CARD_STATUS } from '../reference/access';
import { actorFor } from './cards';
import { type CopySpec, spec } from './copy-spec';

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Safari/605.1.15',
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Mobile/15E148',
];

/**
 * Audit history with the spec's action codes (spec 000 §3): sign-ins and hierarchy selections of
 * active users, card orders, replacements and stops, and invitations; about one in twenty fails.
 * Some of the customer admin's entries were made by the platform admin while impersonating.
 */
export function auditSpec(ctx: GenContext, h: Hierarchy, users: Users, cards: CardPlan[]): CopySpec {
  const a = db.auditLog;
  return spec(
    a,
    [
      a.id,
      a.loggingTime,
      a.actionCode,
      a.isSuccess,
      a.actorUserId,
      a.actorEmail,
      a.impersonatingUserId,
      a.impersonatingEmail,
      a.authorityIds,
      a.parentIds,
      a.body,
    ],
    auditRows(ctx, h, users, cards),
  );
}

function* auditRows(ctx: GenContext, h: Hierarchy, users: Users, cards: CardPlan[]): Generator<CopyRow> {
  const emails = new Map(users.users.map((u) => [u.id, u.email]));
  const authoritiesOf = new Map<number, string[]>();
  const parentsOf = new Map<number, string[]>();
  for (const [user, id] of users.authorityGrants)
    authoritiesOf.set(user, [...(authoritiesOf.get(user) ?? []), id]);
  for (const [user, id] of users.parentGrants) parentsOf.set(user, [...(parentsOf.get(user) ?? []), id]);
  const parentOf = new Map(h.authorities.map((x) => [x.id, x.parentId]));
  const admin = namedUser('platformAdmin');
  let id = 0;
  const seen = new Map<string, number>();
  const row = (
    at: number,
    code: string,
    ok: boolean,
    actor: number | null,
    authorityIds: string[],
    body: Record<string, unknown>,
    impersonating = false,
  ): CopyRow => {
    // The third entry of every action type fails, so each type shows both outcomes in every preset.
    const nth = (seen.get(code) ?? 0) + 1;
    seen.set(code, nth);
    return [
      ++id,
      iso(at),
      code,
      ok && nth !== 3,
      actor,
      actor ? (emails.get(actor) ?? '') : 'system@corvane.example',
      impersonating ? admin.id : null,
      impersonating ? admin.email : null,
      authorityIds,
      [...new Set(authorityIds.map((x) => parentOf.get(x)).filter((x): x is string => !!x))],
      body,
    ];
  };

  for (const user of users.users) {
    if (user.status !== 'Active' || user.isAdmin) continue;
    const r = ctx.rng('audit-logins', user.id);
    const own = (authoritiesOf.get(user.id) ?? []).slice(0, 10);
    const count = Math.max(1, Math.round(ctx.preset.loginsPerUser * (0.4 + r.float() * 1.2)));
    for (let i = 0; i < count; i++) {
      const at = ctx.asOf - r.int(0, 179) * DAY - r.int(1, 16) * HOUR - r.int(0, 3_599) * 1000;
      const ok = !r.chance(0.05);
      yield row(at, 'USML', ok, user.id, own, {
        ip: `203.0.113.${r.int(1, 254)}`,
        userAgent: r.pick(AGENTS),
        ...(ok ? {} : { reason: 'Invalid password' }),
      });
      if (ok && own.length && r.chance(0.4)) {
        const parents = parentsOf.get(user.id) ?? [];
        const level = parents.length && r.chance(0.3) ? 'P' : 'A';
        const code = level === 'P' ? r.pick(parents) : r.pick(own);
        const impersonating = user.id === 1 && r.chance(0.2);
        yield row(
          at + r.int(5, 90) * 1000,
          'USHS',
          !r.chance(0.02),
          user.id,
          level === 'A' ? [code] : [],
          {
            accessLevel: level,
            accessLevelCode: code,
          },
          impersonating,
        );
      }
    }
  }

  for (const card of cards) {
    const authority = card.authority.id;
    const r = ctx.rng('audit-cards', card.id);
    if (card.createdAt >= ctx.windowStart) {
      const actor = actorFor(users, authority, card.id);
      const [request, response] = card.replacesCardId ? ['RCRQ', 'RCRP'] : ['NCRQ', 'NCRP'];
      const body = { cardId: card.id, cardSerialNumber: card.serial, cardTypeId: card.typeId };
      yield row(card.createdAt, request, !r.chance(0.02), actor, [authority], body);
      yield row(card.createdAt + r.int(1, 8) * 1000, response, !r.chance(0.04), actor, [authority], body);
    }
    const [status, at] = card.history[card.history.length - 1] as [number, number];
    const stopped =
      status === CARD_STATUS.stolen || status === CARD_STATUS.lost || status === CARD_STATUS.damaged;
    if (stopped && at >= ctx.windowStart) {
      const actor = actorFor(users, authority, card.id + 1);
      const body = { cardId: card.id, cardStatusId: status, prevCardStatusId: CARD_STATUS.active };
      yield row(at, 'SCRQ', !r.chance(0.02), actor, [authority], body);
      yield row(at + r.int(1, 8) * 1000, 'SCRP', !r.chance(0.05), actor, [authority], body);
    }
  }

  for (const invite of users.invites) {
    if (invite.createdAt < ctx.asOf - 365 * DAY) continue;
    const r: Rng = ctx.rng('audit-invites', invite.userId);
    const invited = (authoritiesOf.get(invite.userId) ?? []).slice(0, 10);
    const actor = invite.sentBy ?? (invited[0] ? actorFor(users, invited[0], invite.userId) : null);
    yield row(invite.createdAt, 'NUSR', !r.chance(0.03), actor === invite.userId ? null : actor, invited, {
      invitedUserId: invite.userId,
      invitedEmail: invite.email,
    });
  }
}
