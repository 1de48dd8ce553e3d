-- Staff upload the studio's images through the same pipeline as fans: an upload belongs to a fan or to a staff
-- member, never both.
ALTER TABLE uploads
  ALTER COLUMN member_id DROP NOT NULL,
  ADD COLUMN staff_id uuid REFERENCES staff (id),
  ADD CONSTRAINT uploads_one_owner CHECK ((member_id IS NULL) <> (staff_id IS NULL));
