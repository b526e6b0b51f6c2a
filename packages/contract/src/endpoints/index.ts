import type { Endpoint } from '../common/endpoint';
import { ACCOUNT_ENDPOINTS } from './account-endpoints';
import { ADMIN_ENDPOINTS } from './admin-endpoints';
import { CARDS_ENDPOINTS } from './cards-endpoints';
import { CHARGING_ENDPOINTS } from './charging-endpoints';
import { EV_PRICES_ENDPOINTS } from './evprices-endpoints';
import { HIERARCHY_ENDPOINTS } from './hierarchy-endpoints';
import { IDENTITY_ENDPOINTS } from './identity-endpoints';
import { INGESTION_ENDPOINTS } from './ingestion-endpoints';
import { INVOICES_ENDPOINTS } from './invoices-endpoints';
import { LIMITS_ENDPOINTS } from './limits-endpoints';
import { ORDERS_ENDPOINTS } from './orders-endpoints';
import { RESTRICTIONS_ENDPOINTS } from './restrictions-endpoints';
import { TRANSACTIONS_ENDPOINTS } from './transactions-endpoints';
import { USERS_ENDPOINTS } from './users-endpoints';

export * from './account-endpoints';
export * from './admin-endpoints';
export * from './cards-endpoints';
export * from './charging-endpoints';
export * from './evprices-endpoints';
export * from './hierarchy-endpoints';
export * from './identity-endpoints';
export * from './ingestion-endpoints';
export * from './invoices-endpoints';
export * from './limits-endpoints';
export * from './orders-endpoints';
export * from './restrictions-endpoints';
export * from './transactions-endpoints';
export * from './users-endpoints';

const AREAS = [
  ACCOUNT_ENDPOINTS,
  ADMIN_ENDPOINTS,
  CARDS_ENDPOINTS,
  CHARGING_ENDPOINTS,
  EV_PRICES_ENDPOINTS,
  HIERARCHY_ENDPOINTS,
  IDENTITY_ENDPOINTS,
  ORDERS_ENDPOINTS,
  INVOICES_ENDPOINTS,
  RESTRICTIONS_ENDPOINTS,
  TRANSACTIONS_ENDPOINTS,
  USERS_ENDPOINTS,
  LIMITS_ENDPOINTS,
  INGESTION_ENDPOINTS,
];

/** Every endpoint of the contract, for the route walk (each must be registered exactly once). */
export const ALL_ENDPOINTS: readonly Endpoint[] = AREAS.flatMap((area) => Object.values(area) as Endpoint[]);
