import fs from 'node:fs';
import { ADMIN_SCENARIOS } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../../../../test/content-backend';
import { choose, currentNode, retractTo } from './decision-log';
import { DECISION_TREES, type DecisionTree, LOGIN_HELP_CODES, LOGIN_HELP_TREE } from './decision-trees';
import { conditionKey } from './scenarios-namespace';

const content: Record<string, string> = JSON.parse(
  fs.readFileSync(`${CONTENT_DIR}/en-scenarios.json`, 'utf8'),
);

/** Every option leads to a statement, every statement is reachable and has text; answers the reached ids. */
function expectWholeTree(tree: DecisionTree) {
  expect(tree.nodes[tree.start]).toBeDefined();
  const reached = new Set<string>();
  const walk = (id: string) => {
    if (reached.has(id)) return;
    reached.add(id);
    const node = tree.nodes[id];
    expect(node, id).toBeDefined();
    for (const option of node?.options ?? []) {
      expect(content[`option_${option.id}`], option.id).toEqual(expect.any(String));
      walk(option.next);
    }
  };
  walk(tree.start);
  expect([...reached].sort()).toEqual(Object.keys(tree.nodes).sort());
  for (const id of reached) expect(content[`node_${id}`], id).toEqual(expect.any(String));
  return reached;
}

describe('scenario guide decision trees (spec 000 §2 Admin scenario guide)', () => {
  it.each(ADMIN_SCENARIOS)(
    '%s: every option leads to a statement, every statement is reachable and has text',
    (scenario) => {
      expectWholeTree(DECISION_TREES[scenario]);
      expect(content[conditionKey(scenario)]).toEqual(expect.any(String));
      expect(content[conditionKey(scenario, '_about')]).toEqual(expect.any(String));
    },
  );

  it('the login help tree reaches a statement for each of its seven codes, each with text', () => {
    const reached = expectWholeTree(LOGIN_HELP_TREE);
    expect(Object.keys(LOGIN_HELP_CODES)).toEqual([
      'AUTHORITY_NOT_FOUND',
      'MIGRATED',
      'USER_ACTIVE',
      'INVITED_OR_EXPIRED',
      'PASSWORD_RESET_RECEIVED',
      'REGISTRATION_SUCCESS',
      'REGISTRATION_FAILURE',
    ]);
    for (const id of Object.values(LOGIN_HELP_CODES)) expect(reached.has(id), id).toBe(true);
    // The first statement offers the four things a search can show.
    expect(LOGIN_HELP_TREE.nodes.login_start?.options.map((o) => o.next)).toEqual([
      LOGIN_HELP_CODES.AUTHORITY_NOT_FOUND,
      LOGIN_HELP_CODES.MIGRATED,
      LOGIN_HELP_CODES.USER_ACTIVE,
      LOGIN_HELP_CODES.INVITED_OR_EXPIRED,
    ]);
  });

  it('says in the invited conditions that an invitation email can take up to 20 minutes', () => {
    expect(content.node_invite_delay).toMatch(/20 minutes/);
  });

  it('accumulates choices and retracts back to a logged item', () => {
    const tree = DECISION_TREES['user-is-active'];
    let log = choose([], { nodeId: 'active_start', optionId: 'password_refused' });
    log = choose(log, { nodeId: 'password_reset', optionId: 'reset_missing' });
    expect(currentNode(tree, log).id).toBe('check_email');
    const back = retractTo(log, 1);
    expect(back).toEqual([{ nodeId: 'active_start', optionId: 'password_refused' }]);
    expect(currentNode(tree, back).id).toBe('password_reset');
    expect(currentNode(tree, retractTo(log, 0)).id).toBe('active_start');
  });
});
