/**
 * The store's schema, as ordered migrations. Each runs once, inside a transaction, and is recorded in
 * `guidekit_schema_migrations`; never edit a migration that has shipped, add the next one.
 *
 * Addresses and nonces are stored lower-case so a key compares equal whatever checksum casing the client used.
 * Amounts are token atomic units in `numeric(78,0)` (a uint256 fits), never a float.
 */
export const MIGRATIONS: readonly { readonly version: number; readonly name: string; readonly sql: string }[] = [
  {
    version: 1,
    name: 'settlements, used nonces and the credit ledger',
    sql: `
create table guidekit_used_nonces (
  network text not null,
  asset text not null,
  payer text not null,
  nonce text not null,
  used_at timestamptz not null default now(),
  primary key (network, asset, payer, nonce)
);

create table guidekit_settlements (
  id bigserial primary key,
  network text not null,
  asset text not null,
  payer text not null,
  nonce text not null,
  pay_to text not null,
  amount numeric(78, 0) not null check (amount >= 0),
  transaction text not null,
  resource text,
  on_chain boolean not null,
  settled_at timestamptz not null default now(),
  unique (network, asset, payer, nonce)
);
create index guidekit_settlements_payer on guidekit_settlements (payer, id desc);

create table guidekit_credit_balances (
  account_id text not null,
  credit_type text not null,
  balance bigint not null check (balance >= 0),
  primary key (account_id, credit_type)
);

create table guidekit_credit_ledger (
  id bigserial primary key,
  account_id text not null,
  credit_type text not null,
  delta bigint not null,
  balance_after bigint not null check (balance_after >= 0),
  reason text not null,
  created_at timestamptz not null default now()
);
create index guidekit_credit_ledger_account on guidekit_credit_ledger (account_id, credit_type, id);
`,
  },
  {
    version: 2,
    name: 'API keys, credit purchases, and spends that can be completed or refunded',
    sql: `
create table guidekit_api_keys (
  key_hash text primary key check (key_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

create table guidekit_credit_purchases (
  id bigserial primary key,
  account_id text not null,
  credit_type text not null,
  credits bigint not null check (credits > 0),
  network text not null,
  asset text not null,
  payer text not null,
  nonce text not null,
  amount numeric(78, 0) not null check (amount >= 0),
  status text not null default 'pending' check (status in ('pending', 'completed', 'void')),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  unique (network, asset, payer, nonce)
);
create index guidekit_credit_purchases_pending on guidekit_credit_purchases (created_at) where status = 'pending';

alter table guidekit_credit_ledger add column kind text not null default 'adjust'
  check (kind in ('adjust', 'purchase', 'spend', 'refund'));
alter table guidekit_credit_ledger add column ref_id bigint;
alter table guidekit_credit_ledger add column resolved_at timestamptz;
alter table guidekit_credit_ledger add column outcome text check (outcome in ('served', 'refunded'));
create index guidekit_credit_ledger_open_spends on guidekit_credit_ledger (created_at) where kind = 'spend' and resolved_at is null;
create unique index guidekit_credit_ledger_one_refund on guidekit_credit_ledger (ref_id) where kind = 'refund';
`,
  },
  {
    version: 3,
    name: 'the response cache of outside sources, shared by every instance on the same database',
    sql: `
create table guidekit_source_cache (
  cache_key text primary key,
  source text not null,
  url text not null,
  status integer not null,
  headers jsonb not null,
  body bytea not null,
  etag text,
  last_modified text,
  fetched_at timestamptz not null,
  expires_at timestamptz not null
);
create index guidekit_source_cache_source on guidekit_source_cache (source, fetched_at desc);
`,
  },
  {
    version: 4,
    name: 'runs of app instances owning open spends and pending purchases, and in-flight payment locks',
    sql: `
create table guidekit_runs (
  run_id text primary key,
  instance_id text not null,
  started_at timestamptz not null default now(),
  renewed_at timestamptz not null default now(),
  expires_at timestamptz
);
create index guidekit_runs_instance on guidekit_runs (instance_id);

alter table guidekit_credit_ledger add column run_id text;
alter table guidekit_credit_purchases add column run_id text;

create table guidekit_payment_locks (
  network text not null,
  asset text not null,
  payer text not null,
  nonce text not null,
  holder text not null,
  locked_at timestamptz not null default now(),
  expires_at timestamptz not null,
  primary key (network, asset, payer, nonce)
);
`,
  },
  {
    version: 5,
    name: 'signals served with a reference price, with where their entry came from, graded later against the next session',
    sql: `
create table guidekit_signal_log (
  id bigserial primary key,
  endpoint text not null,
  instrument text not null,
  timeframe text not null,
  captured_at timestamptz not null,
  direction text not null check (direction in ('long', 'short', 'no_signal')),
  entry double precision not null,
  entry_source text not null check (entry_source in ('perp_exchange_mid', 'last_close')),
  entry_quality text not null check (entry_quality in ('live', 'none')),
  last_close double precision not null,
  stop double precision,
  take_profit double precision,
  reference jsonb not null,
  graded_at timestamptz,
  grade_bar_time timestamptz,
  grade_bar_open double precision,
  entry_error double precision,
  entry_error_pct double precision,
  last_close_error double precision
);
create index guidekit_signal_log_ungraded on guidekit_signal_log (captured_at) where graded_at is null;
`,
  },
  {
    version: 6,
    name: 'the answer each payment bought, stored before its settlement and replayed to a retry of the same payment',
    sql: `
create table guidekit_paid_answers (
  network text not null,
  asset text not null,
  payer text not null,
  nonce text not null,
  payment_hash text not null,
  request_hash text not null,
  resource text not null,
  status integer not null,
  headers jsonb not null,
  body bytea not null,
  settled boolean not null default false,
  payment_response text,
  stored_at timestamptz not null default now(),
  settled_at timestamptz,
  primary key (network, asset, payer, nonce)
);
`,
  },
];
