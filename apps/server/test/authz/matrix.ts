import { ACCOUNT_ROWS } from './rows/account';
import { ADMIN_ROWS } from './rows/admin';
import { CARDS_ROWS } from './rows/cards';
import { CHARGING_ROWS } from './rows/charging';
import { CORE_ROWS } from './rows/core';
import { DASHBOARD_ROWS } from './rows/dashboard';
import { EV_PRICES_ROWS } from './rows/evprices';
import { INGESTION_ROWS } from './rows/ingestion';
import { INVOICES_ROWS } from './rows/invoices';
import type { MatrixRow } from './rows/kit';
import { LIMITS_ROWS } from './rows/limits';
import { OCPI_ROWS } from './rows/ocpi';
import { ORDERS_ROWS } from './rows/orders';
import { RESTRICTIONS_ROWS } from './rows/restrictions';
import { TRANSACTIONS_ROWS } from './rows/transactions';
import { USERS_ROWS } from './rows/users';

export { ACTORS, type Actor, type ActorContext, type MatrixRow } from './rows/kit';

/**
 * Every API route × actor, as data, one file per area under rows/. A registered route missing here
 * fails the suite; every issue adds its routes. Routes of the identity flow are exercised by their
 * own tests; here they prove only what an actor gets without the flow's secrets.
 */
export const AUTHORIZATION_MATRIX: MatrixRow[] = [
  ...CORE_ROWS,
  ...USERS_ROWS,
  ...ADMIN_ROWS,
  ...ACCOUNT_ROWS,
  ...TRANSACTIONS_ROWS,
  ...DASHBOARD_ROWS,
  ...CARDS_ROWS,
  ...ORDERS_ROWS,
  ...CHARGING_ROWS,
  ...INVOICES_ROWS,
  ...OCPI_ROWS,
  ...EV_PRICES_ROWS,
  ...RESTRICTIONS_ROWS,
  ...LIMITS_ROWS,
  ...INGESTION_ROWS,
];
