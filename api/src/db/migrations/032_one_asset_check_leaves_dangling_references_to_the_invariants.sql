-- The one-asset trigger of migration 029 refused a transfer naming an account that does not exist as if it mixed
-- assets. The ledger keeps its references by its functions, not by foreign keys (a key check would lock the
-- account on every spend), and its invariants report a dangling one (api/src/ledger/invariants.ts): the trigger now
-- refuses only two accounts that exist and hold different assets.
CREATE OR REPLACE FUNCTION ledger_refuse_mixed_assets() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT asset FROM ledger_accounts WHERE id = NEW.from_account_id)
     <> (SELECT asset FROM ledger_accounts WHERE id = NEW.to_account_id) THEN
    RAISE EXCEPTION 'a transfer moves one asset: hearts never become coins, nor coins hearts';
  END IF;
  RETURN NEW;
END;
$$;
