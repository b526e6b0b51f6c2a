import type { DecisionNode, DecisionTree } from './decision-trees';

/** One choice: the statement shown and the option taken. */
export type DecisionStep = { nodeId: string; optionId: string };

/** The statement the guide shows after these choices (the tree's start when there are none). */
export function currentNode(tree: DecisionTree, log: readonly DecisionStep[]): DecisionNode {
  const last = log.at(-1);
  const next = last ? tree.nodes[last.nodeId]?.options.find((o) => o.id === last.optionId)?.next : undefined;
  const id = next ?? tree.start;
  const found = tree.nodes[id];
  if (!found) throw new Error(`decision tree has no node ${id}`);
  return found;
}

/** Choices accumulate in the decision log (spec 000 §2). */
export const choose = (log: readonly DecisionStep[], step: DecisionStep): DecisionStep[] => [...log, step];

/** Clicking a logged item retracts back to it: that statement shows again, its choice undone. */
export const retractTo = (log: readonly DecisionStep[], index: number): DecisionStep[] => log.slice(0, index);
