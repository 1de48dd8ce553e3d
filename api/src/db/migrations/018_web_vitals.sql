-- Fans' own Web Vitals, as their browsers report them (sampled; a route template, a vital, a value, a time and
-- nothing about who): the studio shows each route's 75th percentile. Kept for 30 days (the API deletes older).
CREATE TABLE web_vital_samples (
  id bigserial PRIMARY KEY,
  recorded_at timestamptz NOT NULL DEFAULT now(),
  route text NOT NULL,
  name text NOT NULL CHECK (name IN ('LCP', 'INP', 'CLS', 'TTFB', 'FCP')),
  value double precision NOT NULL CHECK (value >= 0)
);
CREATE INDEX web_vital_samples_recorded_at ON web_vital_samples (recorded_at);
