#!/bin/sh
# Makes the JetStream events stream keep 3 replicas on a 3-node NATS cluster.
#
# The services create the stream themselves at start when it is missing, but with the server's
# default of 1 replica. Run this once the cluster is up, before or after the services: it creates
# the stream with 3 replicas (same subjects, age and duplicate window as the services use), or
# raises an existing one to 3. Running it again changes nothing.
#
# Needs the nats CLI (image natsio/nats-box). Used by infra/compose/nats-cluster.yml; the
# Kubernetes migrate Job (infra/k8s/migrate-job.yaml) runs the same steps.
#
#   NATS_URL=nats://nats-1:4222 NATS_USER=ops NATS_PASSWORD=... sh infra/nats/ensure-events-stream.sh
#
# With the users of infra/nats/auth.conf, run it as "ops" (the nats CLI reads NATS_USER and
# NATS_PASSWORD): the services' users may not edit the stream.
set -eu

SERVER="${NATS_URL:-nats://127.0.0.1:4222}"
STREAM="${EVENTS_STREAM:-EVENTS}"
PREFIX="${EVENTS_PREFIX:-events}"
REPLICAS="${EVENTS_REPLICAS:-3}"

# JetStream answers only once the cluster has elected its meta leader.
tries=0
until nats --server "$SERVER" stream ls --names >/dev/null 2>&1; do
  tries=$((tries + 1))
  if [ "$tries" -ge 60 ]; then
    echo "JetStream is not ready at $SERVER" >&2
    exit 1
  fi
  sleep 2
done

if info="$(nats --server "$SERVER" stream info "$STREAM" --json 2>/dev/null)"; then
  if printf '%s\n' "$info" | grep -Eq "\"num_replicas\": *$REPLICAS([^0-9]|\$)"; then
    echo "stream $STREAM already has $REPLICAS replicas"
  else
    nats --server "$SERVER" stream edit "$STREAM" --replicas "$REPLICAS" --force
    echo "stream $STREAM now has $REPLICAS replicas"
  fi
else
  nats --server "$SERVER" stream add "$STREAM" \
    --subjects "$PREFIX.>" \
    --storage file \
    --retention limits \
    --discard old \
    --max-age 168h \
    --dupe-window 2m \
    --replicas "$REPLICAS" \
    --defaults
  echo "stream $STREAM created with $REPLICAS replicas"
fi
