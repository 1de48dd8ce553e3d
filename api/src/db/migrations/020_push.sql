-- Web Push (docs/product.md, "Notifications on the fan's device"): each fan's devices, what they want to hear
-- about, and a queue of messages sent off the request path, one replica at a time, with retries.

-- A browser's push subscription: where its push service takes messages and the keys they are encrypted with.
CREATE TABLE push_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  member_id uuid NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  endpoint text NOT NULL UNIQUE,
  p256dh text NOT NULL,
  auth text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_sent_at timestamptz
);
CREATE INDEX push_subscriptions_member ON push_subscriptions (member_id);

-- What a fan switched off (every kind is on until they do), and whether their nights are quiet (22:00-07:00 WIB).
CREATE TABLE push_preferences (
  member_id uuid PRIMARY KEY REFERENCES members (id) ON DELETE CASCADE,
  muted text[] NOT NULL DEFAULT '{}',
  quiet_nights boolean NOT NULL DEFAULT true
);

-- One message for one device. `dedupe_key` (the event and the device) makes each message once however often the
-- scheduler or a retried request asks; `not_before` holds it past a quiet night; past `expires_at` it is no news.
CREATE TABLE push_outbox (
  id bigserial PRIMARY KEY,
  subscription_id uuid NOT NULL REFERENCES push_subscriptions (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('voting_closing', 'campaign_goal', 'top_up_paid', 'event_tomorrow', 'account_held')),
  dedupe_key text NOT NULL UNIQUE,
  title text NOT NULL,
  body text NOT NULL,
  url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  not_before timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  lease_until timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz,
  gave_up_at timestamptz,
  last_error text
);
CREATE INDEX push_outbox_due ON push_outbox (next_attempt_at) WHERE sent_at IS NULL AND gave_up_at IS NULL;

-- The VAPID keys push services know fanhub by, when the environment gives none: made once, kept here, so
-- subscriptions outlive a restart.
CREATE TABLE push_vapid_keys (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  public_key text NOT NULL,
  private_key text NOT NULL
);

-- When a message made at `p_at` may be sent: at once, or at 07:00 WIB after a quiet night (22:00-07:00 WIB).
CREATE FUNCTION push_not_before(p_quiet boolean, p_at timestamptz DEFAULT now()) RETURNS timestamptz
LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN NOT p_quiet OR extract(hour FROM p_at AT TIME ZONE 'Asia/Jakarta') BETWEEN 7 AND 21 THEN p_at
    WHEN extract(hour FROM p_at AT TIME ZONE 'Asia/Jakarta') >= 22
      THEN (date_trunc('day', p_at AT TIME ZONE 'Asia/Jakarta') + interval '1 day 7 hours') AT TIME ZONE 'Asia/Jakarta'
    ELSE (date_trunc('day', p_at AT TIME ZONE 'Asia/Jakarta') + interval '7 hours') AT TIME ZONE 'Asia/Jakarta'
  END
$$;
