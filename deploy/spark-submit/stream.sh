#!/usr/bin/env bash
# otcmail spark stream on a cluster with spark-submit (see common.sh for the environment it reads).
# Usage: deploy/spark-submit/stream.sh [--checkpoint /shared/otcmail/checkpoints/parse] [--available-now]
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
submit_job stream "$@"
