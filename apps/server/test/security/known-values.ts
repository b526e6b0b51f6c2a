import { COLUMN_PREFERENCE_SECTIONS, OVERVIEW_GROUP_ID, STOP_REASONS } from '@portal/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../src/db/client';

type Row = Record<string, unknown>;

/**
 * Real ids the signed-in user may use (their reach in the demo data), by the field names the contract
 * gives them, so a request built from a schema reaches the database instead of the scope guard.
 */
export async function knownValues(db: Db, email: string): Promise<Record<string, unknown>> {
  const reach = sql`(select a.authority_id from authorities a join users u on lower(u.email) = lower(${email})
    where a.authority_id in (select authority_id from user_authority_access where user_id = u.id)
       or a.parent_id in (select parent_id from user_parent_access where user_id = u.id)
       or a.parent_id in (select gp.parent_id from group_parents gp
                          join user_group_access g on g.group_id = gp.group_id where g.user_id = u.id))`;
  const first = async (query: SQL) => (await queryRows<Row>(db, query))[0] ?? {};
  const card = await first(sql`select card_id, card_number, authority_id from cards
    where authority_id in ${reach} order by card_id limit 1`);
  const authority = await first(sql`select a.authority_id, a.parent_id, a.customer_id from authorities a
    where a.authority_id = ${card.authority_id ?? ''}`);
  const transaction = await first(sql`select transaction_id, product_id from transactions
    where authority_id in ${reach} order by transaction_date_time desc limit 1`);
  const invoice = await first(sql`select invoice_id, summary_statement_id, invoice_number from invoices
    where authority_id in ${reach} and summary_statement_id is not null order by invoice_id limit 1`);
  const site = await first(sql`select s.site_id, c.charge_point_id from ev_sites s
    left join charge_points c on c.site_id = s.site_id where s.authority_id in ${reach} limit 1`);
  const colleague = await first(sql`select u.id from users u join user_authority_access x on x.user_id = u.id
    where x.authority_id = ${card.authority_id ?? ''} and lower(u.email) <> lower(${email}) limit 1`);
  return {
    accessLevel: 'G',
    accessLevelCode: OVERVIEW_GROUP_ID,
    authorityId: authority.authority_id,
    authorityIds: authority.authority_id,
    AuthorityIds: authority.authority_id,
    parentId: authority.parent_id,
    customerId: authority.customer_id,
    cardId: card.card_id,
    cardIds: card.card_id,
    cardKey: `${String(card.authority_id).charAt(0)}${card.card_number}`,
    cardNumber: card.card_number,
    id: transaction.transaction_id,
    summaryStatementId: invoice.summary_statement_id,
    documentNumber: invoice.invoice_number,
    productId: transaction.product_id,
    siteId: site.site_id,
    chargePointId: site.charge_point_id,
    pin: '2580',
    // Values a write needs to reach its handler: a stop reason, a column section, names and addresses.
    cardStatusId: STOP_REASONS[0],
    section: COLUMN_PREFERENCE_SECTIONS[0],
    profileName: 'Hostile input probe',
    email: 'hostile.probe@example.test',
    Email: 'hostile.probe@example.test',
    uId: colleague.id,
    userId: colleague.id,
  };
}
