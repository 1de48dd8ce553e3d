/** The sections the OpenAPI document lists the calls under, with what each holds. */
export const API_TAGS = {
  auth: 'Registration, sign-in and password reset',
  member: "A fan's own profile",
  'member area': "A fan's coin statement, orders, activity, password, data export and account deletion",
  hearts: "A fan's hearts (free votes): what they hold, the daily check-in and missions",
  file: 'Images fans and staff upload, and the API serves',
  pricing: 'Coin packages and buying them',
  payments: "The payment provider's notifications: the only path that credits bought coins",
  'payments (sandbox)': 'The offline payment provider (PAYMENT_PROVIDER=sandbox only)',
  notification: "A fan's notifications",
  'fans pick': 'Voting categories, votings, projects and votes',
  'fan funding': 'Campaigns and supports',
  events: 'Events, sign-ups and shares',
  live: "Server-sent event streams of a tally's totals",
  transparency: "Every credit behind a total with its proof, and the ledger's seal chain",
  news: 'News items',
  banners: 'Banners of each page',
  seo: 'Page titles and descriptions',
  mvp: "The month's most generous fans",
  health: 'Whether the API, its database and Redis answer',
  'web vitals':
    "Fans' own Web Vitals and section loads, reported by their browsers; their percentiles for staff",
  operations: 'Held accounts, for operators (OPERATOR_TOKEN)',
  development: 'The development outbox (never with SMTP or in production)',
  'studio: fans pick':
    "The studio's Fans Pick: categories, votings and their projects, through their life cycle",
  'studio: fan funding': "The studio's Fan Funding: campaigns through their life cycle",
  'studio: events':
    "The studio's Events: events through their life cycle, their participants and the partner's CSV",
  'studio: content': "The studio's site content: news, banners of each page, the SEO and sharing meta",
  'studio: pricing':
    "The studio's coin store: coin packages, their prices and order (on sale, under four eyes), retiring them",
  moderation: "Fans' reports of a message",
  'studio: moderation':
    "The studio's moderation: fans' messages and reports, hiding and restoring, suspending fans",
  'studio: finance':
    "The studio's money: orders and refunds, fans' statements, transfers, coin adjustments under four eyes, held accounts, campaign payouts, the daily reconciliation",
  'studio: fair play':
    "The studio's fair play: signals that flag suspicious accounts, voiding fraudulent votes with a public notice, the proof of work's difficulty",
  'studio: revisions':
    'Changes to published votings, projects, campaigns and events and to coin packages on sale, waiting for a second pair of eyes',
  'studio: hearts': "The studio's hearts: missions that give fans hearts for what they did",
  'studio: staff': "The studio's staff: sign-in with a second factor, accounts and roles, the audit trail",
  'studio: job queue':
    'Work done after a fan is answered (mails): the jobs that used up their retries, and a retry',
} as const;

export type ApiTag = keyof typeof API_TAGS;
