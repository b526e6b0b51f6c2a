/** The one rule from an API id to a content key lives in the contract (the server's spreadsheets use it too). */
export { contentKey } from '@portal/contract';
