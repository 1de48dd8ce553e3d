-- An order keeps what the fan bought: its coins and price were already its own; its package's name now is too,
-- so a package renamed or retired in the studio changes no receipt.
ALTER TABLE payment_orders ADD COLUMN package_title text;
UPDATE payment_orders o SET package_title = p.title FROM pricing_packages p WHERE p.id = o.package_id;
ALTER TABLE payment_orders ALTER COLUMN package_title SET NOT NULL;
