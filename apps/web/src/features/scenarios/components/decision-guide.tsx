import { Alert, Button, Group, List, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { TScenarioFacts } from '@portal/contract';
import { useTranslation } from 'react-i18next';
import { UserActions } from '../../admin';
import { choose, currentNode, type DecisionStep, retractTo } from '../utils/decision-log';
import type { DecisionTree } from '../utils/decision-trees';
import { SCENARIOS_NAMESPACE } from '../utils/scenarios-namespace';
import classes from './decision-guide.module.css';

export type DecisionGuideProps = {
  /** The tree walked: a data condition's or the login help's. */
  tree: DecisionTree;
  log: DecisionStep[];
  onLogChange: (log: DecisionStep[]) => void;
  /** The looked-up user; the step buttons act on this real user only. */
  user: TScenarioFacts | null;
};

/**
 * Spec 000 §2 Admin scenario guide: the statement of the current step with its options; choices
 * accumulate in the decision log and clicking a logged item retracts back to it. A step's action
 * button acts only on real data: without a looked-up user it is not offered.
 */
export function DecisionGuide({ tree, log, onLogChange, user }: DecisionGuideProps) {
  const { t } = useTranslation(SCENARIOS_NAMESPACE);
  const node = currentNode(tree, log);
  const isEnd = node.options.length === 0;

  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="guide-step-title">
        <Stack gap="md">
          <Title order={2} size="h4" id="guide-step-title">
            {isEnd ? t('guide_outcome') : t('guide_step', { number: log.length + 1 })}
          </Title>
          <Text data-testid="guide-statement">{t(`node_${node.id}`)}</Text>
          {node.action &&
            (user ? (
              <UserActions user={user} actions={[node.action]} />
            ) : (
              <Alert color="gray" variant="light">
                {t('action_needs_user')}
              </Alert>
            ))}
          {node.options.length > 0 && (
            <Group gap="sm" wrap="wrap" role="group" aria-label={t('guide_options')}>
              {node.options.map((option) => (
                <Button
                  key={option.id}
                  variant="light"
                  onClick={() => onLogChange(choose(log, { nodeId: node.id, optionId: option.id }))}
                >
                  {t(`option_${option.id}`)}
                </Button>
              ))}
            </Group>
          )}
          {isEnd && log.length > 0 && (
            <Button variant="default" w="fit-content" onClick={() => onLogChange([])}>
              {t('guide_restart')}
            </Button>
          )}
        </Stack>
      </Paper>
      <section aria-labelledby="decision-log-title">
        <Title order={2} size="h5" id="decision-log-title" mb="xs">
          {t('log_title')}
        </Title>
        {log.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('log_empty')}
          </Text>
        ) : (
          <>
            <Text size="xs" c="dimmed" mb={6}>
              {t('log_hint')}
            </Text>
            <List type="ordered" spacing={6} className={classes.log}>
              {log.map((step, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a step's place in the log is its identity
                <List.Item key={`${index}-${step.nodeId}`}>
                  <UnstyledButton
                    className={classes.logItem}
                    aria-label={t('log_retract', { option: t(`option_${step.optionId}`) })}
                    onClick={() => onLogChange(retractTo(log, index))}
                  >
                    <Text size="sm" span>
                      {t(`node_${step.nodeId}`)}
                    </Text>
                    <Text size="sm" span fw={700}>
                      {' → '}
                      {t(`option_${step.optionId}`)}
                    </Text>
                  </UnstyledButton>
                </List.Item>
              ))}
            </List>
          </>
        )}
      </section>
    </Stack>
  );
}
