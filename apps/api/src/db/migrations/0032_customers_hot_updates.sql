-- Every document written moves its customer's totals (0031), so a customer row is rewritten with each order, invoice,
-- DDT or visit. With full pages each rewrite went to another page and added an entry to every index of customers,
-- the trigram index included (its pending list, which every customer search then scans): 5,000 such updates on L
-- made the search of 'rossi' among the customers 1.8 times slower until the next vacuum. A fifth of each page kept
-- free lets the rewrite stay on its page without touching an index (a HOT update: none of the totals is indexed).
-- Pages written from now on keep the room; `VACUUM FULL customers` gives it to the existing ones.
ALTER TABLE "customers" SET (fillfactor = 80);
