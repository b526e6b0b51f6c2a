import fs from 'node:fs';
import { AUDIT_LOG_TYPES, LOCALES, PERMISSION_KEYS, type THierarchyResponse } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../../../../test/content-backend';
import {
  buildFilters,
  canApply,
  chipLabel,
  hierarchyItems,
  initialFilterState,
  logsScope,
  offeredLogTypes,
  toggleItem,
  withSingleItem,
} from './audit-filters';

const now = new Date(2026, 10, 22, 10, 0, 0);
const hierarchy = {
  authorities: [
    {
      authorityId: 'A1001',
      customerName: 'North',
      authorityName: 'N1',
      secondAuthorityName: null,
      roles: [],
      cardOfferType: 'FUEL',
    },
    {
      authorityId: 'A1002',
      customerName: 'North',
      authorityName: 'N2',
      secondAuthorityName: null,
      roles: [],
      cardOfferType: 'FUEL',
    },
    {
      authorityId: 'B2001',
      customerName: 'South',
      authorityName: 'S1',
      secondAuthorityName: null,
      roles: [],
      cardOfferType: 'FUEL',
    },
  ],
  parents: [
    {
      parentId: 'P1',
      parentName: 'North parent',
      accessLevelCode: 'P1',
      authorityIds: ['A1001', 'A1002'],
      authorities: 2,
    },
  ],
  groups: [],
} as unknown as THierarchyResponse;

describe('audit filter modal rules (spec 000 §4, §9)', () => {
  it('starts in My logs for the last 3 months', () => {
    const state = initialFilterState(now);
    expect(state.mode).toBe('MY_LOGS');
    expect(state.from.getMonth()).toBe(7);
    expect(state.from.getDate()).toBe(22);
    expect(state.to.getDate()).toBe(22);
  });

  it('hides the login type (USML) in My logs and offers only permitted types', () => {
    const both = [PERMISSION_KEYS.readCard, PERMISSION_KEYS.siteAccess];
    expect(offeredLogTypes(both, 'MY_LOGS').map((t) => t.code)).not.toContain('USML');
    expect(offeredLogTypes(both, 'ALL_LOGS').map((t) => t.code)).toContain('USML');
    const siteOnly = offeredLogTypes([PERMISSION_KEYS.siteAccess], 'ALL_LOGS').map((t) => t.code);
    expect(siteOnly).toContain('NUSR');
    expect(siteOnly).not.toContain('NCRQ');
    expect(offeredLogTypes([PERMISSION_KEYS.readCard], 'ALL_LOGS').map((t) => t.code)).toEqual([
      'NCRQ',
      'NCRP',
      'RCRQ',
      'RCRP',
      'SCRQ',
      'SCRP',
      'CPIN',
      'PRLK',
      'PRUL',
      'CDUP',
      'RISC',
      'PRCR',
      'PRUP',
      'PRRN',
      'PRDL',
      'PRBS',
      'PROV',
      'ASLU',
    ]);
  });

  it("offers all the user's parents and authorities, whatever entry is selected (000 §4)", () => {
    expect(hierarchyItems(hierarchy).map((i) => i.value)).toEqual(['PP1', 'AA1001', 'AA1002', 'AB2001']);
    expect(hierarchyItems(hierarchy)[0]?.label).toBe('North parent (P1)');
    expect(hierarchyItems(undefined)).toEqual([]);
  });

  it('disables Apply in All logs when several items exist and none is chosen', () => {
    const items = hierarchyItems(hierarchy);
    const all = { ...initialFilterState(now), mode: 'ALL_LOGS' as const };
    expect(withSingleItem(all, items).hierarchy).toEqual([]);
    expect(canApply(all, items)).toBe(false);
    expect(canApply({ ...all, hierarchy: ['AA1001'] }, items)).toBe(true);
    expect(canApply(initialFilterState(now), items)).toBe(true);
  });

  it('adds the only item automatically', () => {
    const single = { ...hierarchy, parents: [], authorities: hierarchy.authorities.slice(2) };
    const items = hierarchyItems(single);
    const state = withSingleItem({ ...initialFilterState(now), mode: 'ALL_LOGS' }, items);
    expect(state.hierarchy).toEqual(['AB2001']);
    expect(canApply(state, items)).toBe(true);
  });

  it('asks for the whole reach once items are chosen, so they alone narrow the logs', () => {
    const selection = { accessLevel: 'A' as const, accessLevelCode: 'A1001' };
    const state = initialFilterState(now);
    expect(logsScope(state, selection)).toBe(selection);
    expect(logsScope({ ...state, mode: 'ALL_LOGS', hierarchy: ['PP1'] }, selection)).toEqual({
      accessLevel: 'G',
      accessLevelCode: 'ALL',
    });
  });

  it('toggles an item; choosing it again clears it', () => {
    expect(toggleItem([], 'AA1001')).toEqual(['AA1001']);
    expect(toggleItem(['AA1001'], 'AA1001')).toEqual([]);
  });

  it('builds filterBy/filterCriteria pairs with _1 and _0 outcomes', () => {
    const offered = offeredLogTypes([PERMISSION_KEYS.readCard, PERMISSION_KEYS.siteAccess], 'ALL_LOGS');
    const state = {
      ...initialFilterState(now),
      mode: 'ALL_LOGS' as const,
      hierarchy: ['PP1'],
      types: ['NCRQ'],
      outcome: 'failed' as const,
      actors: ['a@b.example'],
    };
    const filters = buildFilters(state, offered);
    expect(filters).toContainEqual({ filterBy: 'filtermode', filterCriteria: ['ALL_LOGS'] });
    expect(filters).toContainEqual({ filterBy: 'hierarchy', filterCriteria: ['PP1'] });
    expect(filters).toContainEqual({ filterBy: 'useractiontypes', filterCriteria: ['NCRQ_0'] });
    expect(filters).toContainEqual({ filterBy: 'actors', filterCriteria: ['a@b.example'] });
    const date = filters.find((f) => f.filterBy === 'date');
    expect(date?.filterCriteria).toEqual([state.from.toISOString(), state.to.toISOString()]);
    expect(buildFilters(initialFilterState(now), offered).some((f) => f.filterBy === 'useractiontypes')).toBe(
      false,
    );
  });

  it('cuts chip labels to 30 characters', () => {
    expect(chipLabel('Short')).toBe('Short');
    expect(chipLabel('A'.repeat(31))).toBe(`${'A'.repeat(30)}…`);
    expect(chipLabel('B'.repeat(30))).toBe('B'.repeat(30));
  });
});

describe('audit log type labels (spec 000 §3 Audit action types)', () => {
  it('every log type of the contract has a label in all six languages', () => {
    for (const locale of LOCALES) {
      const texts = JSON.parse(fs.readFileSync(`${CONTENT_DIR}/${locale}-audit.json`, 'utf8')) as Record<
        string,
        string
      >;
      for (const type of AUDIT_LOG_TYPES)
        expect(texts[`type_${type.code.toLowerCase()}`], locale).toBeTruthy();
    }
  });
});
