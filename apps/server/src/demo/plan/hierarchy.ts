import type { GenContext } from '../context';
import { OPERATORS } from '../reference/access';
import { COUNTRIES, type CountryRef, countryByCode, type Town } from '../reference/geo';
import { COMPANY_NOUNS, COMPANY_WORDS } from '../reference/people';
import { authorityDetails, type OrderingState } from './authority-details';

export type CustomerPlan = { id: string; name: string; number: string; domain: string; country: CountryRef };
export type ParentPlan = { id: string; name: string; customerId: string };
export type GroupPlan = { id: string; name: string; parentIds: string[]; authorityIds: string[] };

export type AuthorityPlan = ReturnType<typeof authorityDetails> & {
  index: number;
  id: string;
  letter: string | null;
  country: CountryRef;
  town: Town;
  customer: CustomerPlan;
  parentId: string | null;
  name: string;
  secondName: string | null;
  offerType: 'FUEL' | 'EV';
  brandCode: 1 | 2;
  /** Relative size: cards and transactions follow it. */
  weight: number;
  /** Has charging tokens and sessions; hasDepots adds depot sites of its own. */
  charges: boolean;
  hasDepots: boolean;
};

export type Hierarchy = {
  customers: CustomerPlan[];
  parents: ParentPlan[];
  authorities: AuthorityPlan[];
  groups: GroupPlan[];
  /** Fixed structure the named demo users hang on. */
  named: {
    northwind: { authorities: string[]; parents: string[]; groups: string[]; direct: string[] };
    voltaris: { authorities: string[] };
    meridia: { parents: string[]; uncovered: string[] };
    allGroupId: string;
  };
};

type Spec = {
  letter: string | null;
  parent?: string;
  offerType?: 'FUEL' | 'EV';
  charges?: boolean;
  depots?: boolean;
  state?: OrderingState;
};

export function planHierarchy(ctx: GenContext): Hierarchy {
  const rng = ctx.rng('hierarchy');
  const customers: CustomerPlan[] = [];
  const parents: ParentPlan[] = [];
  const authorities: AuthorityPlan[] = [];
  const groups: GroupPlan[] = [];
  const usedNames = new Set<string>();

  const addCustomer = (name: string, country: CountryRef, domain?: string): CustomerPlan => {
    const n = customers.length;
    usedNames.add(name);
    const customer = {
      id: `CU${400_000 + n * 13}`,
      name,
      number: String(60_000_000 + n * 7_919),
      domain:
        domain ??
        `${name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, '-')
          .replace(/^-|-$/g, '')}.example`,
      country,
    };
    customers.push(customer);
    return customer;
  };
  const addParent = (name: string, customer: CustomerPlan): string => {
    const id = String(90_000_000 + parents.length * 7 + 1);
    parents.push({ id, name, customerId: customer.id });
    return id;
  };
  const addAuthority = (customer: CustomerPlan, spec: Spec): string => {
    const index = authorities.length;
    const r = ctx.rng('authority', index);
    const operator = OPERATORS.find((o) => o.letter === spec.letter);
    const country = operator ? countryByCode(operator.country) : customer.country;
    let id: string;
    if (!spec.letter) id = String(400_000 + index * 37 + r.int(0, 36));
    else if (r.chance(0.04)) id = `${spec.letter}${1_000 + index * 3 + r.int(0, 2)}`;
    else id = `${spec.letter}${1_000_000 + index * 4_493 + r.int(0, 4_000)}`;
    const town = r.pick(country.towns);
    const baseName = `${customer.name.replace(LEGAL_SUFFIX, '')} ${town[0]}`;
    const sameName = authorities.filter(
      (a) => a.name === baseName || a.name.startsWith(`${baseName} `),
    ).length;
    const offerType = spec.offerType ?? 'FUEL';
    const charges = spec.charges ?? (offerType === 'EV' || r.chance(0.3));
    const plan: AuthorityPlan = {
      index,
      id,
      letter: spec.letter,
      country,
      town,
      customer,
      parentId: spec.parent ?? null,
      name: sameName ? `${baseName} ${sameName + 1}` : baseName,
      secondName: r.weighted([
        [null, 5],
        ['Service fleet', 1],
        ['Sales vehicles', 1],
        ['Depot account', 1],
        ['Distribution', 1],
      ]),
      offerType,
      brandCode: customer.domain.length % 4 === 0 ? 2 : 1,
      weight: Math.exp(r.normal(0, 0.9)),
      charges,
      hasDepots: spec.depots ?? (offerType === 'EV' || (charges && r.chance(0.5))),
      ...authorityDetails(ctx, r, {
        index,
        id,
        country,
        operatorIssuer: operator?.issuer,
        offerType,
        town,
        customerName: customer.name,
        state: spec.state,
      }),
    };
    authorities.push(plan);
    return id;
  };

  // Northwind Logistics: the customer administrator's account (more than 20 authorities, 3 parents, 2 groups).
  const northwind = addCustomer('Northwind Logistics GmbH', countryByCode('DE'), 'northwind.example');
  const nwGermany = addParent('Northwind Germany', northwind);
  const nwBenelux = addParent('Northwind Benelux', northwind);
  const nwUk = addParent('Northwind UK', northwind);
  const nwDe = [0, 1, 2, 3, 4, 5, 6, 7].map((i) =>
    addAuthority(northwind, { letter: 'D', parent: nwGermany, charges: i < 3, depots: i < 2 }),
  );
  const nwNl = [0, 1, 2, 3, 4, 5].map(() => addAuthority(northwind, { letter: 'N', parent: nwBenelux }));
  const nwGb = [0, 1, 2, 3, 4].map(() => addAuthority(northwind, { letter: 'U', parent: nwUk }));
  // Fixed variety on the customer admin's accounts: every card type on the first, each acknowledgement
  // flag and send-to code somewhere (spec 002 §2.5, §9).
  const byIndex = (i: number) => authorities[i] as AuthorityPlan;
  byIndex(0).cardTypeIds = [1, 2, 3, 4, 5];
  // The first account holds every restriction profile type (plan/restrictions.ts): its profiles show.
  byIndex(0).restrictionAckFlag = null;
  byIndex(8).restrictionAckFlag = 'Y';
  byIndex(9).restrictionAckFlag = 'N';
  [1, 2, 6, 7].forEach((code, i) => {
    byIndex(14 + i).sendToAddress = code as 1 | 2 | 6 | 7;
  });
  // The customer admin can switch to a stopped authority and to two that may not order (spec 002 §2.1).
  const nwDirectDe = [
    addAuthority(northwind, { letter: 'D' }),
    addAuthority(northwind, { letter: 'D', state: 'stopped' }),
  ];
  const nwAt = [
    addAuthority(northwind, { letter: 'A' }),
    addAuthority(northwind, { letter: 'A', state: 'limitReached' }),
    addAuthority(northwind, { letter: 'A', state: 'notAllowed' }),
  ];
  groups.push(
    {
      id: 'GRP00001',
      name: 'Northwind Continental Europe',
      parentIds: [nwGermany, nwBenelux],
      authorityIds: nwAt,
    },
    { id: 'GRP00002', name: 'Northwind UK and direct accounts', parentIds: [nwUk], authorityIds: nwDirectDe },
  );

  // Voltaris: an EV-only customer with depots.
  const voltaris = addCustomer('Voltaris EV Services B.V.', countryByCode('NL'), 'voltaris.example');
  const vAuthorities = (['N', 'D', 'U'] as const).map((letter) =>
    addAuthority(voltaris, { letter, offerType: 'EV', charges: true, depots: true }),
  );

  // Meridia Transportes: the single-role user's parents plus an authority no parent covers.
  const meridia = addCustomer('Meridia Transportes S.L.', countryByCode('ES'), 'meridia-transportes.example');
  const ibEs = addParent('Meridia España', meridia);
  const ibPt = addParent('Meridia Portugal', meridia);
  for (let i = 0; i < 3; i++) addAuthority(meridia, { letter: 'E', parent: ibEs });
  for (let i = 0; i < 2; i++) addAuthority(meridia, { letter: 'P', parent: ibPt });
  const ibUncovered = [addAuthority(meridia, { letter: 'K' }), addAuthority(meridia, { letter: 'L' })];

  // A Belgian customer whose authority id has no operator letter (issuer BE).
  addAuthority(addCustomer('Brabant Bouw NV', countryByCode('BE')), { letter: null });

  // Everyone else: customers of one to a few authorities over all operator letters.
  const letters = OPERATORS.map((o) => o.letter);
  while (authorities.length < ctx.preset.authorities) {
    const letter = rng.chance(0.02) ? null : rng.pick(letters);
    const country = letter
      ? countryByCode(OPERATORS.find((o) => o.letter === letter)?.country ?? 'DE')
      : COUNTRIES[1];
    let name = `${rng.pick(COMPANY_WORDS)} ${rng.pick(COMPANY_NOUNS)} ${country?.legalSuffix}`;
    if (usedNames.has(name))
      name = `${name.replace(` ${country?.legalSuffix}`, '')} ${customers.length} ${country?.legalSuffix}`;
    const customer = addCustomer(name, country as CountryRef);
    const size = Math.min(ctx.preset.authorities - authorities.length, rng.weighted(CUSTOMER_SIZES));
    const parent =
      size >= 3 && rng.chance(0.6)
        ? addParent(`${name.split(' ').slice(0, 2).join(' ')} fleet`, customer)
        : undefined;
    for (let i = 0; i < size; i++) {
      const own = i === 0 || rng.chance(0.75) ? letter : rng.pick(letters);
      addAuthority(customer, { letter: own, parent: own === letter ? parent : undefined });
    }
  }

  // Cross-customer groups, and one group holding everything (internal staff, benchmarks).
  const otherParents = parents.slice(7);
  for (let g = 0; g < Math.min(6, Math.floor(otherParents.length / 3)); g++) {
    const picked = rng.sample(otherParents, 3);
    groups.push({
      id: `GRP${String(g + 3).padStart(5, '0')}`,
      name: `Regional pool ${g + 1}`,
      parentIds: picked.map((p) => p.id),
      authorityIds: [],
    });
  }
  const allGroupId = 'GRP09999';
  groups.push({
    id: allGroupId,
    name: 'All customer accounts',
    parentIds: parents.map((p) => p.id),
    authorityIds: authorities.filter((a) => !a.parentId).map((a) => a.id),
  });

  return {
    customers,
    parents,
    authorities,
    groups,
    named: {
      northwind: {
        authorities: [...nwDe, ...nwNl, ...nwGb, ...nwDirectDe, ...nwAt],
        parents: [nwGermany, nwBenelux, nwUk],
        groups: ['GRP00001', 'GRP00002'],
        direct: [...nwDirectDe, ...nwAt],
      },
      voltaris: { authorities: vAuthorities },
      meridia: { parents: [ibEs, ibPt], uncovered: ibUncovered },
      allGroupId,
    },
  };
}

const LEGAL_SUFFIX = / (GmbH|NV|B\.V\.|Ltd|Lda|S\.L\.|SAS|s\.r\.o\.|S\.à r\.l\.|Sp\. z o\.o\.)$/;

const CUSTOMER_SIZES: readonly (readonly [number, number])[] = [
  [1, 40],
  [2, 20],
  [3, 12],
  [4, 8],
  [6, 6],
  [10, 4],
  [20, 2],
  [40, 1],
];
