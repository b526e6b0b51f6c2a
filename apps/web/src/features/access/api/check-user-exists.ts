import { ZUserExistsResponse } from '@portal/contract';
import { api } from '../../../lib/api-client';

/** GET /api/users/users/exists: checked before the wizard moves on (spec 000 §5). */
export const checkUserExists = (email: string) =>
  api.get('/api/users/users/exists', { query: { email }, schema: ZUserExistsResponse });
