import { ADMIN_ENDPOINTS, type TScenarioFacts } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../lib/call-endpoint';

/** GET /api/admin/users/{uId}/scenario: the facts the guide needs and the condition §4 chooses. */
export const getScenarioFacts = (uId: number): Promise<TScenarioFacts> =>
  callEndpoint(ADMIN_ENDPOINTS.scenario, { params: { uId } });

export const scenarioFactsQueryOptions = (uId: number) =>
  queryOptions({ queryKey: ['admin', 'scenario', uId], queryFn: () => getScenarioFacts(uId) });

export const useScenarioFacts = (uId: number | null) =>
  useQuery({ ...scenarioFactsQueryOptions(uId ?? 0), enabled: uId !== null });
