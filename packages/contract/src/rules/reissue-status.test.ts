import { describe, expect, it } from 'vitest';
import { CARD_STATUS_IDS } from '../card-constants';
import { reissueStatusRefusal } from './reissue-status';

const card = { hasReissueFeature: true, isStopped: false, cardStatusId: CARD_STATUS_IDS.active };
const { awaitingReissue, notForReissue } = CARD_STATUS_IDS;

describe('re-issue status change (spec 002 §4.2, issue 50)', () => {
  it('an active card may be set for re-issue or not for re-issue', () => {
    expect(reissueStatusRefusal(card, awaitingReissue)).toBeNull();
    expect(reissueStatusRefusal(card, notForReissue)).toBeNull();
    expect(reissueStatusRefusal({ ...card, cardStatusId: awaitingReissue }, notForReissue)).toBeNull();
    expect(reissueStatusRefusal({ ...card, cardStatusId: notForReissue }, awaitingReissue)).toBeNull();
  });

  it('a card in status Ordered (1) is refused with card_status_not_allowed, either way', () => {
    for (const to of [awaitingReissue, notForReissue])
      expect(reissueStatusRefusal({ ...card, cardStatusId: 1 }, to)).toBe('card_status_not_allowed');
    for (const statusId of [910, 920, 11, 950, 990])
      expect(reissueStatusRefusal({ ...card, cardStatusId: statusId }, notForReissue)).toBe(
        'card_status_not_allowed',
      );
  });

  it('setting the status the card already has is refused', () => {
    expect(reissueStatusRefusal({ ...card, cardStatusId: awaitingReissue }, awaitingReissue)).toBe(
      'card_status_not_allowed',
    );
  });

  it('without the re-issue feature, then while stopped, before the status is looked at', () => {
    expect(reissueStatusRefusal({ ...card, hasReissueFeature: false, isStopped: true }, notForReissue)).toBe(
      'card_no_reissue_feature',
    );
    expect(reissueStatusRefusal({ ...card, isStopped: true, cardStatusId: 1 }, notForReissue)).toBe(
      'card_stopped',
    );
  });
});
