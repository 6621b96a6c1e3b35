#!/usr/bin/env bash
# otcmail spark daily on a cluster with spark-submit (see common.sh for the environment it reads).
# Usage: deploy/spark-submit/daily.sh --from YYYY-MM-DD [--to YYYY-MM-DD]
source "$(dirname "${BASH_SOURCE[0]}")/common.sh"
submit_job daily "$@"
