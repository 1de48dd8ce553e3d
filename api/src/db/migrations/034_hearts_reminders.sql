-- Hearts reminders (issue 47, ADR-247): a fan who picks an hour (07-21 WIB) hears once a day, from that hour on,
-- that today's check-in is waiting (or that their streak breaks tonight), until they check in. No hour, no reminder.
ALTER TABLE push_preferences ADD COLUMN hearts_reminder_hour smallint CHECK (hearts_reminder_hour BETWEEN 7 AND 21);

ALTER TABLE push_outbox DROP CONSTRAINT push_outbox_kind_check;
ALTER TABLE push_outbox ADD CONSTRAINT push_outbox_kind_check CHECK (
  kind IN ('voting_closing', 'campaign_goal', 'top_up_paid', 'event_tomorrow', 'account_held', 'hearts_reminder')
);
