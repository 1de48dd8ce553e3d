-- Fans' browsers also report when a page answers a tap (USABLE) and how long it looked ready before it did (INERT).
ALTER TABLE web_vital_samples DROP CONSTRAINT web_vital_samples_name_check;
ALTER TABLE web_vital_samples ADD CONSTRAINT web_vital_samples_name_check
  CHECK (name IN ('LCP', 'INP', 'CLS', 'TTFB', 'FCP', 'USABLE', 'INERT'));
