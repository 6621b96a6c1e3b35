#!/usr/bin/env bash
# Sourced by spark-master and spark-worker: the Spark inside otcmail's PySpark, and the option helpers.
#
#   OTCMAIL_PYTHON  the Python whose PySpark provides Spark (default: <otcmail>/.venv/bin/python)
#   SPARK_HOME      a Spark installation of the pinned version instead (see spark/pom.xml)
#   SPARK_CONF_DIR  spark-env.sh and spark-defaults.conf, as in any Spark installation
#   SPARK_LOCAL_IP  the address Spark binds to (127.0.0.1 for a cluster on the loopback)

spark_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"

die() { echo "$(basename "$0"): $*" >&2; exit 2; }

spark_class() {  # spark_class CLASS ARGS...: replace this shell with Spark's launcher of CLASS
    local python="${OTCMAIL_PYTHON:-$spark_root/.venv/bin/python}"
    if [[ -z "${SPARK_HOME:-}" ]]; then
        [[ -x "$python" ]] || die "no Python at $python: run \`make setup\` or set OTCMAIL_PYTHON or SPARK_HOME"
        SPARK_HOME="$("$python" -c 'import os, pyspark; print(os.path.dirname(pyspark.__file__))')" \
            || die "$python has no PySpark: run \`make setup\`"
    fi
    export SPARK_HOME
    [[ -x "$SPARK_HOME/bin/spark-class" ]] || die "no bin/spark-class in SPARK_HOME=$SPARK_HOME"
    exec "$SPARK_HOME/bin/spark-class" "$@"
}

write_pidfile() {  # write_pidfile FILE: this shell's pid, which the JVM keeps (spark-class execs it)
    if [[ -n "$1" ]]; then echo "$$" > "$1"; fi
}
