import { Alert, Grid, Loader, Paper, SegmentedControl, Select, Stack, Text, Title } from '@mantine/core';
import { ADMIN_SCENARIOS, selectScenario, type TAdminScenario, zAdminScenario } from '@portal/contract';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Hero } from '../../../components/hero';
import { useScenarioFacts } from '../api/get-scenario-facts';
import { DecisionGuide } from '../components/decision-guide';
import { FactsPanel } from '../components/facts-panel';
import { UserLookup } from '../components/user-lookup';
import type { DecisionStep } from '../utils/decision-log';
import { DECISION_TREES, LOGIN_HELP_TREE } from '../utils/decision-trees';
import { conditionKey, SCENARIOS_NAMESPACE } from '../utils/scenarios-namespace';

type GuideMode = 'conditions' | 'login';

/**
 * Spec 000 §2 Admin scenario guide (/admin/scenarios): a dropdown of the 7 data conditions and the
 * guided decision tree of the chosen one. Looking a user up chooses the condition from their data
 * (§4 Admin scenario selection); the admin may still pick another. The login help flow walks the
 * separate tree of statement codes; each guide keeps its own decision log.
 */
export function ScenariosPage() {
  const { t } = useTranslation(SCENARIOS_NAMESPACE);
  const [mode, setMode] = useState<GuideMode>('conditions');
  const [scenario, setScenario] = useState<TAdminScenario>('user-is-active');
  const [log, setLog] = useState<DecisionStep[]>([]);
  const [loginLog, setLoginLog] = useState<DecisionStep[]>([]);
  const [userId, setUserId] = useState<number | null>(null);
  const [noResultTerm, setNoResultTerm] = useState<string | null>(null);
  const facts = useScenarioFacts(userId);

  const switchTo = useCallback((next: TAdminScenario) => {
    setScenario(next);
    setLog([]);
  }, []);

  useEffect(() => {
    if (facts.data) switchTo(facts.data.scenario);
  }, [facts.data, switchTo]);

  const onResult = useCallback(
    (term: string, total: number) => {
      if (total > 0) {
        setNoResultTerm(null);
        return;
      }
      setUserId(null);
      setNoResultTerm(term);
      switchTo(selectScenario({ term, user: null }));
    },
    [switchTo],
  );

  return (
    <Stack gap="lg">
      <Hero title={t('title')} subtitle={t('subtitle')} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="lg">
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="lookup-title">
              <Title order={2} size="h4" id="lookup-title" mb="sm">
                {t('lookup_title')}
              </Title>
              <UserLookup
                selectedId={userId}
                onPick={(user) => {
                  setNoResultTerm(null);
                  setUserId(user.uId);
                }}
                onResult={onResult}
              />
            </Paper>
            {userId !== null && (
              <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="facts-title">
                <Title order={2} size="h4" id="facts-title" mb="sm">
                  {t('facts_title')}
                </Title>
                {facts.isPending && <Loader size="sm" role="status" aria-label={t('loading')} />}
                {facts.isError && (
                  <Alert color="red" role="alert">
                    {t('facts_failed')}
                  </Alert>
                )}
                {facts.data && <FactsPanel facts={facts.data} />}
              </Paper>
            )}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="lg">
            <SegmentedControl
              aria-label={t('mode_label')}
              data={[
                { value: 'conditions', label: t('mode_conditions') },
                { value: 'login', label: t('mode_login_help') },
              ]}
              value={mode}
              onChange={(value) => setMode(value === 'login' ? 'login' : 'conditions')}
              fullWidth
            />
            {mode === 'conditions' ? (
              <>
                <Select
                  label={t('condition_label')}
                  description={
                    facts.data
                      ? t('condition_from_user', { name: facts.data.name })
                      : noResultTerm
                        ? t('condition_from_search', { term: noResultTerm })
                        : t('condition_hint')
                  }
                  data={ADMIN_SCENARIOS.map((value) => ({ value, label: t(conditionKey(value)) }))}
                  value={scenario}
                  allowDeselect={false}
                  onChange={(value) => {
                    const parsed = zAdminScenario.safeParse(value);
                    if (parsed.success) switchTo(parsed.data);
                  }}
                />
                <Text size="sm" c="dimmed">
                  {t(conditionKey(scenario, '_about'))}
                </Text>
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('login_help_about')}
              </Text>
            )}
            <DecisionGuide
              key={mode}
              tree={mode === 'login' ? LOGIN_HELP_TREE : DECISION_TREES[scenario]}
              log={mode === 'login' ? loginLog : log}
              onLogChange={mode === 'login' ? setLoginLog : setLog}
              user={facts.data && facts.data.uId === userId ? facts.data : null}
            />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
