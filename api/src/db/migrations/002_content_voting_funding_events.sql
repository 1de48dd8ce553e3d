-- Fans Pick voting, Fan Funding campaigns, events, news, banners and SEO meta.
-- Coins given are never stored here: each vote, support and paid sign-up points at its ledger transfer.

CREATE TABLE voting_categories (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE votings (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  category_id uuid NOT NULL REFERENCES voting_categories (id),
  title text NOT NULL,
  image text NOT NULL,
  description text NOT NULL,
  -- 'completed' closes a voting early; past duration_time it is completed whatever this says.
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'trending', 'completed')),
  duration_time timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX votings_category_idx ON votings (category_id, created_at DESC);

CREATE TABLE voting_projects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  voting_id uuid NOT NULL REFERENCES votings (id),
  title text NOT NULL,
  image text NOT NULL,
  description text NOT NULL,
  target_votes integer NOT NULL CHECK (target_votes > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX voting_projects_voting_idx ON voting_projects (voting_id);

CREATE TABLE votes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES voting_projects (id),
  member_id uuid NOT NULL REFERENCES members (id),
  transfer_id bigint NOT NULL UNIQUE REFERENCES ledger_transfers (id),
  message text NOT NULL DEFAULT '',
  -- clock_timestamp: several votes in one transaction still keep their order.
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX votes_project_idx ON votes (project_id, created_at DESC);

CREATE TABLE campaigns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  image text NOT NULL,
  description text NOT NULL,
  target_coins bigint NOT NULL CHECK (target_coins > 0),
  target_date timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX campaigns_created_idx ON campaigns (created_at DESC);

CREATE TABLE campaign_supports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  campaign_id uuid NOT NULL REFERENCES campaigns (id),
  member_id uuid NOT NULL REFERENCES members (id),
  transfer_id bigint NOT NULL UNIQUE REFERENCES ledger_transfers (id),
  message text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX campaign_supports_campaign_idx ON campaign_supports (campaign_id, created_at DESC);

CREATE TABLE events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  image text NOT NULL,
  description text NOT NULL,
  category text NOT NULL CHECK (category IN ('Concert', 'Fan Meeting', 'Watch Party', 'Festival')),
  event_date date NOT NULL,
  event_time text NOT NULL,
  location text NOT NULL,
  price integer NOT NULL DEFAULT 0 CHECK (price >= 0),
  partner_sign_up_link text,
  -- NULL: no limit. Full events are shown as sold-out.
  capacity integer CHECK (capacity > 0),
  -- Editorial highlight; 'sold-out' is derived from capacity.
  highlight text NOT NULL DEFAULT 'upcoming' CHECK (highlight IN ('upcoming', 'popular')),
  shares integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX events_created_idx ON events (created_at DESC);

CREATE TABLE event_sign_ups (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  event_id uuid NOT NULL REFERENCES events (id),
  member_id uuid NOT NULL REFERENCES members (id),
  type text NOT NULL CHECK (type IN ('free', 'partner', 'paid')),
  transfer_id bigint UNIQUE REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  UNIQUE (event_id, member_id)
);

CREATE TABLE news (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  title text NOT NULL,
  image text NOT NULL,
  url text NOT NULL,
  author text NOT NULL,
  published_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE banners (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  type text NOT NULL CHECK (type IN ('fanFunding', 'voting', 'event', 'promotional', 'fanspick')),
  title text NOT NULL,
  image text NOT NULL,
  link text NOT NULL DEFAULT '',
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX banners_type_idx ON banners (type, sort_order);

CREATE TABLE seo_meta (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  meta_title text NOT NULL,
  meta_description text NOT NULL,
  keywords text[] NOT NULL DEFAULT '{}',
  og_title text NOT NULL,
  og_description text NOT NULL,
  og_image text NOT NULL,
  twitter_title text NOT NULL,
  twitter_description text NOT NULL,
  twitter_image text NOT NULL
);

ALTER TABLE notifications ALTER COLUMN created_at SET DEFAULT clock_timestamp();

-- The ledger reads per account and per reason for totals, rankings and the monthly MVPs.
CREATE INDEX ledger_transfers_from_reason_idx ON ledger_transfers (from_account_id, reason, created_at);
CREATE INDEX ledger_transfers_to_idx ON ledger_transfers (to_account_id);
