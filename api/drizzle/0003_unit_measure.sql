-- Every data-model unit says how its readings combine over time (DataModelEntry.measure in
-- src/db/schema/devices.ts): a running count (`step`) is a counter, rain is an amount, anything else
-- a level, which the dashboard never sums. Entries that already say so are kept.
UPDATE device_models SET data_model = (
  SELECT coalesce(jsonb_agg(
    CASE WHEN entry ? 'measure' THEN entry
    ELSE entry || jsonb_build_object('measure',
      CASE WHEN entry->>'data_type' = 'step' THEN 'counter'
           WHEN entry->'unit'->>'slug' = 'rain' THEN 'amount'
           ELSE 'level' END)
    END ORDER BY position), '[]'::jsonb)
  FROM jsonb_array_elements(data_model) WITH ORDINALITY AS entries(entry, position)
)
WHERE jsonb_typeof(data_model) = 'array';
