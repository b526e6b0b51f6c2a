/**
 * The demo processor's credential (README "Transactions arriving"): published, so it opens the API
 * only outside production; a production portal neither creates it nor accepts it (credentials.ts).
 */
export const DEMO_PROCESSOR = { partnerId: 'demo-processor', credential: 'demo-processor-credential' };
