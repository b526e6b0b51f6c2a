-- Issue 20: every ingested line moves its card's last-transaction time. On full pages that update
-- cannot stay on the card's page (a HOT update), so about a quarter of them wrote a new entry into
-- each of the cards' eight indexes, two of them trigram indexes: 38 ms of a 200-line batch here. With
-- room left on every page they all stay on it (100% HOT, 16 ms; bench/results/speed-budgets.md,
-- twentieth session). New pages keep the room at once; an existing card moves to such a page at its
-- next update that does not fit, and stays there.
ALTER TABLE "cards" SET (fillfactor = 70);
