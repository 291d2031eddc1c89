-- Street keys now write unit designators in a row as one ('Ste Unit 800' = 'Ste # 800' = 'unit 800').
-- Keys written the old way are recomputed by fillMissingStreetKeys before the next match reads them.
update places set street_key = null where street_key like '%# #%';
