#!/usr/bin/env bash
# Shared by reprocess.sh, daily.sh and stream.sh: submit one otcmail Spark job to a cluster.
#
#   SPARK_MASTER      spark://host:7077, yarn, k8s://..., or local[*]   (default: local[*])
#   OTCMAIL_ROOT      the otcmail checkout with its .venv, at the same path on every node
#                     (default: this script's repository)
#   OTCMAIL_PYTHON    the Python of the driver and the executors (default: $OTCMAIL_ROOT/.venv/bin/python)
#   OTCMAIL_CONFIG    the otcmail settings file (database URL, broker, topics), passed as --config
#   SPARK_HOME        a Spark installation of the pinned version (default: the one inside PySpark)
#   SPARK_SUBMIT      the spark-submit to use (default: $SPARK_HOME/bin/spark-submit)
#   any further spark-submit options go in SPARK_SUBMIT_OPTS, e.g. "--executor-memory 4g --num-executors 8"
set -euo pipefail

submit_job() {
    local job="$1"; shift
    local here root python jars_dir jars log4j
    here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
    root="${OTCMAIL_ROOT:-$(cd "$here/../.." && pwd)}"
    python="${OTCMAIL_PYTHON:-$root/.venv/bin/python}"
    # PySpark's own Spark distribution unless the cluster has its own (same version: see spark/pom.xml).
    export SPARK_HOME="${SPARK_HOME:-$("$python" -c 'import os, pyspark; print(os.path.dirname(pyspark.__file__))')}"
    export PYSPARK_PYTHON="$python" PYSPARK_DRIVER_PYTHON="$python"
    local spark_submit="${SPARK_SUBMIT:-$SPARK_HOME/bin/spark-submit}"
    local config_args=()
    if [[ -n "${OTCMAIL_CONFIG:-}" ]]; then config_args=(--config "$OTCMAIL_CONFIG"); fi

    # The jars `otcmail setup` resolved from spark/pom.xml (Kafka connector, JDBC drivers).
    jars_dir="$(cd "$root" && "$python" -c 'from config.settings import load_settings; import sys
from pathlib import Path
s = load_settings(Path(sys.argv[1]) if len(sys.argv) > 1 and sys.argv[1] else None); print(s.spark.jars_dir)' "${OTCMAIL_CONFIG:-}")"
    if ! ls "$jars_dir"/spark-sql-kafka-0-10_*.jar >/dev/null 2>&1; then
        echo "no Spark jars in $jars_dir: run \`otcmail setup\` first" >&2
        exit 3
    fi
    jars="$(ls "$jars_dir"/*.jar | paste -sd, -)"
    log4j="file:$root/spark/log4j2.properties"

    cd "$root"
    # shellcheck disable=SC2086
    exec "$spark_submit" \
        --master "${SPARK_MASTER:-local[*]}" \
        --name "otcmail-$job" \
        --jars "$jars" \
        --conf "spark.pyspark.python=$python" \
        --conf "spark.pyspark.driver.python=$python" \
        --conf "spark.sql.session.timeZone=UTC" \
        --driver-java-options "-Dlog4j2.configurationFile=$log4j" \
        --conf "spark.executor.extraJavaOptions=-Dlog4j2.configurationFile=$log4j" \
        ${SPARK_SUBMIT_OPTS:-} \
        "$root/spark/jobs/$job.py" "${config_args[@]}" "$@"
}
