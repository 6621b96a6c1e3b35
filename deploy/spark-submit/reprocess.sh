#!/usr/bin/env bash
# otcmail spark reprocess on a cluster with spark-submit (see common.sh for the environment it reads).
# Usage: deploy/spark-submit/reprocess.sh [--from earliest|TIME|P=OFFSET,...] [--to latest|TIME|P=OFFSET,...]
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
submit_job reprocess "$@"
