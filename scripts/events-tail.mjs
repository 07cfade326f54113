// npm run events:tail -- <event type or filter>... [--since <ISO date>] [--all] [--json]
//
// Prints the events of the JetStream events stream as they arrive: an example consumer of the
// public event contract (docs/events.md), written with plain nats.js 3 and nothing of this
// repository but the .env reader. It uses an ordered consumer: ephemeral, no acks, every event in
// stream order, recreated by the client after a NATS restart. On Ctrl+C (SIGINT) or SIGTERM it
// deletes its consumer before it ends, so nothing is left on the server; killed outright, the
// server drops the consumer after INACTIVE_MS without a pull. A consumer that must not miss events
// (effects, counters) uses a durable consumer instead (docs/events.md, "Subscribing").
//
//   npm run events:tail -- engagement.view.recorded
//   npm run events:tail -- 'catalogue.>' --since 2026-11-23T08:00:00Z
//   npm run events:tail -- engagement.view.recorded identity.user.deleted --json
//
// Filters are event types (engagement.view.recorded) or dotted prefixes with NATS wildcards
// (catalogue.>, catalogue.*.deleted), written without the run's subject prefix; none: every event.
// Several filters at once need NATS 2.10 or later (one consumer with several filter subjects).
// --since replays from that date (DeliverPolicy by start time), --all from the stream's first
// event, otherwise only events published from now on. --json prints each envelope as one JSON line.
//
// Names and server from the same .env the stack uses (the shell's variables win): NATS_URL,
// EVENTS_STREAM (EVENTS), EVENTS_PREFIX (events). On the NATS of npm start (or any NATS with
// infra/nats/auth.conf) it runs as the ops user, with NATS_OPS_PASSWORD from .env; NATS_USER and
// NATS_PASSWORD (or NATS_CREDS) choose another identity.
import { parseArgs } from 'node:util';
import { connect } from '@nats-io/transport-node';
import { DeliverPolicy, jetstream } from '@nats-io/jetstream';
import { readDotEnv } from './lib/dotenv.mjs';
import { asNatsUser, natsOptions } from './lib/nats-options.mjs';

const USAGE = `Utilisation : npm run events:tail -- <type d'événement ou filtre>... [--since <date ISO>] [--all] [--json]
  ex. npm run events:tail -- engagement.view.recorded --since 2026-11-23T08:00:00Z`;
const FILTER = /^(?:[a-z0-9_-]+|\*)(?:\.(?:[a-z0-9_-]+|\*))*(?:\.>)?$|^>$/;
/**
 * The server deletes the consumer after this long without a pull from the script (killed, or its
 * machine gone): the fallback when it could not delete it itself. The script always has a pull
 * waiting while it runs. (nats.js sets 5 minutes again on a consumer it recreates after a restart.)
 */
const INACTIVE_MS = 10_000;
/** How long the script waits for the server to confirm the deletion before ending anyway. */
const DELETE_WAIT_MS = 2_000;

function fail(message) {
  console.error(message);
  console.error(USAGE);
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    allowPositionals: true,
    options: { since: { type: 'string' }, all: { type: 'boolean' }, json: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } },
  });
} catch (err) {
  fail(`Option invalide : ${err.message}`);
}
if (args.values.help) {
  console.log(USAGE);
  process.exit(0);
}
const filters = args.positionals.length ? args.positionals : ['>'];
const bad = filters.find((f) => !FILTER.test(f));
if (bad) fail(`Filtre invalide : « ${bad} » (un type comme engagement.view.recorded, ou catalogue.>).`);
let since;
if (args.values.since !== undefined) {
  since = new Date(args.values.since);
  if (!/^\d{4}-\d{2}-\d{2}/.test(args.values.since) || Number.isNaN(since.getTime())) fail(`Date invalide pour --since : « ${args.values.since} » (format ISO 8601).`);
  if (args.values.all) fail('--since et --all ne vont pas ensemble.');
}

const env = readDotEnv();
const stream = env.EVENTS_STREAM || 'EVENTS';
const prefix = env.EVENTS_PREFIX || 'events';
const subjects = filters.map((f) => `${prefix}.${f}`);
const options = natsOptions(!env.NATS_USER && !env.NATS_CREDS && env.NATS_OPS_PASSWORD ? asNatsUser(env, 'ops') : env);

const nc = await connect({ ...options, name: 'events-tail', maxReconnectAttempts: -1 }).catch((err) => {
  console.error(`Connexion à NATS impossible (${options.servers.join(', ')}) : ${err.message}`);
  process.exit(1);
});
const js = jetstream(nc);
const from = since
  ? { deliver_policy: DeliverPolicy.StartTime, opt_start_time: since.toISOString() }
  : { deliver_policy: args.values.all ? DeliverPolicy.All : DeliverPolicy.New };
let consumer;
let messages;
try {
  // One subject as a string: several filter subjects need NATS 2.10 or later.
  consumer = await js.consumers.get(stream, { filter_subjects: subjects.length === 1 ? subjects[0] : subjects, ...from, inactive_threshold: INACTIVE_MS });
  messages = await consumer.consume();
} catch (err) {
  console.error(`Lecture du flux ${stream} impossible : ${err.message}`);
  await nc.close();
  process.exit(1);
}
console.error(`En écoute de ${subjects.join(', ')} sur le flux ${stream}${since ? ` depuis ${since.toISOString()}` : args.values.all ? ' depuis le début' : ''} (Ctrl+C pour arrêter).`);

// Ctrl+C or SIGTERM: stop reading, then (after the loop below) delete the consumer. A second one ends at once.
let stopping = false;
const stop = () => {
  if (stopping) process.exit(130);
  stopping = true;
  messages.stop();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

for await (const m of messages) {
  let event;
  try {
    event = m.json();
  } catch {
    console.log(`${new Date().toISOString()}  ${m.subject}  (contenu illisible : ${m.data.length} octets)`);
    continue;
  }
  if (args.values.json) console.log(JSON.stringify(event));
  else console.log(`${event.occurredAt}  ${event.type}  ${event.id}  ${JSON.stringify(event.data)}`);
}
// Its current name (the client renames it when it recreates it after a NATS restart). NATS away:
// the server drops it after INACTIVE_MS anyway, so the wait is short.
let timer;
const deleted = await Promise.race([
  consumer.delete().then(() => true, (err) => (/consumer not found/i.test(err.message) ? true : `${err.message}`)),
  new Promise((resolve) => (timer = setTimeout(() => resolve('pas de réponse de NATS'), DELETE_WAIT_MS))),
]);
clearTimeout(timer);
if (deleted !== true) console.error(`Consommateur non supprimé (${deleted}) : le serveur le supprimera après ${INACTIVE_MS / 1000} s d'inactivité.`);
await nc.close();
