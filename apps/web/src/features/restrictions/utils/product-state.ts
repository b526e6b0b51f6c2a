// The products form's state and the block it makes (spec 002 §2.7, §3.11, §5.4).
import {
  parseFieldText,
  productIssues,
  type TProductCategory,
  type TProductKinds,
  type TProductLimits,
  type TProductsBlock,
  type TRestrictionIssue,
} from '@portal/contract';

/** The four limit fields: [name, group, field, kind]. */
export const LIMIT_FIELDS = [
  ['dailyMaxVolume', 'daily', 'dailyMaxVolume', 'count'],
  ['dailyMaxValue', 'daily', 'dailyMaxValue', 'decimal'],
  ['txnMaxVolume', 'transaction', 'txnMaxVolume', 'count'],
  ['txnMaxValue', 'transaction', 'txnMaxValue', 'decimal'],
] as const;
export type LimitTexts = Record<(typeof LIMIT_FIELDS)[number][0], string>;
export const EMPTY_LIMITS: LimitTexts = {
  dailyMaxVolume: '',
  dailyMaxValue: '',
  txnMaxVolume: '',
  txnMaxValue: '',
};

export type ProductState = { set: boolean; isAllow: boolean; limits: LimitTexts };
export type CategoryState = {
  applyAll: boolean;
  isAllow: boolean;
  limits: LimitTexts;
  products: Record<number, ProductState>;
};

const text = (v: number | null | undefined) => (v === null || v === undefined ? '' : String(v));
export const limitTexts = (l: TProductLimits | null | undefined): LimitTexts => ({
  dailyMaxVolume: text(l?.daily?.dailyMaxVolume),
  dailyMaxValue: text(l?.daily?.dailyMaxValue),
  txnMaxVolume: text(l?.transaction?.txnMaxVolume),
  txnMaxValue: text(l?.transaction?.txnMaxValue),
});

/** §2.7: a newly chosen category applies to all, allowed. */
export const newCategory = (): CategoryState => ({
  applyAll: true,
  isAllow: true,
  limits: EMPTY_LIMITS,
  products: {},
});

/** §2.7: applying individually sets every product of the category to allow with restriction set. */
export const individually = (category: TProductCategory): Record<number, ProductState> =>
  Object.fromEntries(
    category.products.map((p) => [p.productServiceId, { set: true, isAllow: true, limits: EMPTY_LIMITS }]),
  );

export function stateOf(block: TProductsBlock | null): Map<number, CategoryState> {
  const out = new Map<number, CategoryState>();
  for (const c of block?.categories ?? []) {
    out.set(c.categoryId, {
      applyAll: c.applyForAllProductsInCategory,
      isAllow: c.categoryDetails.isAllow === 1,
      limits: limitTexts(c.categoryDetails.categoryLimits),
      products: Object.fromEntries(
        c.categoryDetails.products.map((p) => [
          p.productServiceId,
          { set: true, isAllow: p.isAllow === 1, limits: limitTexts(p.productDetails) },
        ]),
      ),
    });
  }
  return out;
}

function limitsOf(texts: LimitTexts, path: string, issues: TRestrictionIssue[]): TProductLimits | null {
  const values: Record<string, number | null> = {};
  for (const [name, group, field, kind] of LIMIT_FIELDS) {
    const parsed = parseFieldText(texts[name], kind);
    if ('key' in parsed) issues.push({ path: `${path}.${group}.${field}`, key: parsed.key });
    values[name] = 'value' in parsed ? parsed.value : null;
  }
  const has = (a: string, b: string) => values[a] !== null || values[b] !== null;
  return {
    daily: has('dailyMaxVolume', 'dailyMaxValue')
      ? { dailyMaxVolume: values.dailyMaxVolume ?? null, dailyMaxValue: values.dailyMaxValue ?? null }
      : null,
    transaction: has('txnMaxVolume', 'txnMaxValue')
      ? { txnMaxVolume: values.txnMaxVolume ?? null, txnMaxValue: values.txnMaxValue ?? null }
      : null,
  };
}

/** The block in the chosen order of categories, and every issue of §5.4 by field path. */
export function productBlock(
  chosen: readonly number[],
  state: ReadonlyMap<number, CategoryState>,
  flags: { isAllowNotListed: boolean; accept: boolean; alert: boolean },
  kinds: TProductKinds,
) {
  const parseIssues: TRestrictionIssue[] = [];
  const block: TProductsBlock = {
    categories: chosen.map((categoryId, i) => {
      const c = state.get(categoryId) ?? newCategory();
      const path = `categories.${i}.categoryDetails`;
      const products = Object.entries(c.products)
        .filter(([, p]) => p.set)
        .map(([id, p], j) => ({
          productServiceId: Number(id),
          isAllow: p.isAllow ? (1 as const) : (0 as const),
          productDetails: p.isAllow
            ? limitsOf(p.limits, `${path}.products.${j}.productDetails`, parseIssues)
            : null,
        }));
      return {
        categoryId,
        applyForAllProductsInCategory: c.applyAll,
        categoryDetails: {
          categoryLimits:
            c.applyAll && c.isAllow ? limitsOf(c.limits, `${path}.categoryLimits`, parseIssues) : null,
          isAllow: c.isAllow ? (1 as const) : (0 as const),
          products: c.applyAll ? [] : products,
        },
      };
    }),
    isAllowNotListed: flags.isAllowNotListed,
    acceptProductServiceViolation: flags.accept,
    alertProductServiceViolation: flags.alert,
  };
  const failed = new Set(parseIssues.map((p) => p.path));
  const issues = [...parseIssues, ...productIssues(block, kinds).filter((i) => !failed.has(i.path))];
  return { block, issues };
}
