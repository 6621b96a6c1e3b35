"""The one typed settings model of otcmail.

Layers, lowest priority first:
  1. ``config/defaults.toml`` shipped with the package,
  2. an optional user TOML file (``--config FILE`` or ``OTCMAIL_CONFIG``),
  3. ``OTCMAIL_<SECTION>__<FIELD>`` environment variables (e.g. ``OTCMAIL_BROKER__PORT=19092``).

Settings are built once, by :func:`load_settings` at the entry point, and passed down;
library code never reads the environment itself.  Relative paths are resolved against
``home`` (the working directory unless set), so one ``var/`` holds every piece of state.
"""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any, Literal
from urllib.parse import unquote_plus

from pydantic import BaseModel, ConfigDict, Field, SecretStr, model_validator
from pydantic_settings import BaseSettings, PydanticBaseSettingsSource, SettingsConfigDict

DEFAULTS_FILE = Path(__file__).with_name("defaults.toml")
ENV_PREFIX = "OTCMAIL_"


class Section(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")


class BrokerSettings(Section):
    bootstrap_servers: str | None = Field(
        None, description="External Kafka cluster 'host:port,...'; when set the bundled broker is not used."
    )
    host: str = Field("127.0.0.1", description="Address the bundled broker listens on.")
    port: int = Field(9092, description="Client port of the bundled broker.")
    controller_port: int = Field(9093, description="KRaft controller port of the bundled broker.")
    data_dir: Path = Field(Path("var/broker/data"), description="Log and metadata directory of the bundled broker.")
    lib_dir: Path = Field(Path("var/broker/lib"), description="Where the set-up puts the Kafka jars from Maven.")
    log_dir: Path = Field(Path("var/broker/logs"), description="Server logs of the bundled broker.")
    heap: str = Field("1g", description="JVM -Xmx/-Xms of the bundled broker.")
    start_timeout_s: float = Field(90.0, description="How long `broker start` waits for the broker to answer.")
    connect_timeout_s: float = Field(10.0, description="How long a client waits for an unreachable cluster.")
    security_protocol: Literal["PLAINTEXT", "SSL", "SASL_PLAINTEXT", "SASL_SSL"] = "PLAINTEXT"
    sasl_mechanism: str | None = Field(None, description="PLAIN, SCRAM-SHA-256, SCRAM-SHA-512, ...")
    sasl_username: str | None = None
    sasl_password: SecretStr | None = None
    ssl_cafile: Path | None = None
    ssl_certfile: Path | None = None
    ssl_keyfile: Path | None = None
    ssl_password: SecretStr | None = None
    flush_every_message: bool = Field(
        False, description="The bundled broker writes each record to disk (fsync, log.flush.interval.messages=1) "
        "before it acknowledges it: an acknowledged mail then survives a power loss, not only a killed process; "
        "costs producer throughput (README, Durability; bench/bench_durability.py).")

    @property
    def bundled(self) -> bool:
        return not self.bootstrap_servers

    @property
    def bootstrap(self) -> str:
        return self.bootstrap_servers or f"{self.host}:{self.port}"


class TopicSettings(Section):
    raw: str = Field("otcmail.raw", description="The system of record: each message's bytes as received.")
    bodies: str = Field("otcmail.bodies", description="Unpacked: the text bodies of each message of a mail.")
    attachments: str = Field("otcmail.attachments", description="Unpacked: one record per light attachment (CSV, "
                                                                "text, HTML, ...: its bytes).")
    documents: str = Field("otcmail.documents", description="Unpacked: one record per heavy attachment (PDF, Word, "
                                                            "Excel, ODS, Outlook .msg, RTF: its bytes), read by a lane "
                                                            "of its own so a backlog of them never holds up text runs.")
    dead_letter: str = Field("otcmail.dead-letter", description="Records the unpack stage or the parsers gave up on.")
    partitions: int = Field(6, description="Partitions of the raw, body, attachment and document topics.")
    replication_factor: int = Field(1, description="Replication factor (1 for the bundled broker).")
    min_insync_replicas: int | None = Field(
        None, description="min.insync.replicas of the topics: replicas that must have a record before an acks=all "
                          "send succeeds (2 with replication_factor 3); unset: 2, or the replication factor if lower."
    )
    retention_ms: int = Field(-1, description="Topic retention; -1 keeps every mail for re-parsing.")
    max_message_bytes: int = Field(
        64 * 1024 * 1024, description="Largest record the topics, producers and consumers accept."
    )

    @model_validator(mode="after")
    def _check_min_insync(self) -> TopicSettings:
        m = self.min_insync_replicas
        if m is not None and not 1 <= m <= self.replication_factor:
            raise ValueError(f"topics.min_insync_replicas = {m} must be between 1 and topics.replication_factor "
                             f"({self.replication_factor}): no acks=all send could succeed")
        return self

    @property
    def min_insync(self) -> int:
        """The topics' min.insync.replicas: the setting, else 2 (or the replication factor when lower)."""
        return self.min_insync_replicas if self.min_insync_replicas is not None else min(2, self.replication_factor)


class PathSettings(Section):
    var_dir: Path = Field(Path("var"), description="All runtime state lives below this folder.")
    inbox: Path = Field(Path("var/inbox"), description="The dump directory procmail/fetchmail write to.")
    done: Path = Field(Path("var/done"), description="Files published and acknowledged.")
    error: Path = Field(Path("var/error"), description="Files that could not be read, with a .error.json.")
    quarantine: Path = Field(Path("var/quarantine"), description="Files over the size limit, with a reason.")
    producer_state: Path = Field(Path("var/producer-state.db"), description="SQLite ledger of the producer.")


class DatabaseSettings(Section):
    url: SecretStr = Field(
        SecretStr("sqlite:///var/otcmail.db"), description="SQLAlchemy URL; a password in it is never printed."
    )
    echo: bool = Field(False, description="Log every SQL statement.")
    sqlite_synchronous: Literal["NORMAL", "FULL"] = Field(
        "NORMAL", description="SQLite's PRAGMA synchronous (WAL mode): NORMAL may lose the last committed "
        "transactions on a power loss (never corrupts); FULL syncs the WAL at every commit and loses none.")


class SparkSettings(Section):
    master: str = Field("local[*]", description="Spark master URL.")
    app_name: str = "otcmail"
    jars_dir: Path = Field(Path("var/spark/jars"), description="Kafka connector and JDBC jars from Maven.")
    checkpoint_dir: Path = Field(Path("var/spark/checkpoints"), description="Structured Streaming checkpoints.")
    driver_memory: str = "2g"
    shuffle_partitions: int = 8
    python: str | None = Field(
        None, description="Python of the executors; unset: this interpreter on local masters, else PYSPARK_PYTHON."
    )
    ui_enabled: bool = Field(True, description="Serve the Spark web UI (port 4040 and up) while a job runs.")
    log_level: str = Field("WARN", description="Log level of the Spark JVM (ERROR, WARN, INFO).")
    trading_timezone: str = Field("UTC", description="Time zone whose calendar day is the trading day of a quote.")
    jdbc_fetch_size: int = Field(10_000, description="Rows fetched per round trip when Spark reads the database.")
    jdbc_partitions: int = Field(4, description="Parallel JDBC reads of the quotes table (split on its id).")
    write_batch_size: int = Field(500, description="Mails written per database transaction by reprocess and stream.")
    max_offsets_per_trigger: int = Field(5_000, description="Records one streaming micro-batch reads at most.")
    trigger_interval_s: float = Field(5.0, description="Seconds between streaming micro-batches.")


class ProducerSettings(Section):
    include: tuple[str, ...] = Field(("*",), description="Glob patterns of files to publish.")
    exclude: tuple[str, ...] = Field(
        (".*", "_*", "*.lock", "*.tmp", "*.part", "*.error.json"), description="Glob patterns to ignore."
    )
    stable_seconds: float = Field(
        1.0, description="Size and mtime must not change for this long (on top of the close-after-write event)."
    )
    rescan_interval_s: float = Field(30.0, description="Full rescan period (inotify can drop events).")
    archive: Literal["move", "delete"] = Field("move", description="What to do with a published file.")
    polling: bool = Field(False, description="Poll the filesystem instead of inotify (network filesystems).")
    linger_ms: int = 5
    max_in_flight: int = Field(5, description="Unacknowledged requests per connection (ordering kept).")
    retries: int = Field(2_147_483_647, description="Producer retries; delivery_timeout_ms bounds them.")
    delivery_timeout_ms: int = 120_000
    workers: int = Field(0, description="Processes that read and hash files (0: in the producer process).")
    batch_files: int = Field(500, description="Files sent per round before waiting for all their acknowledgements.")
    batch_bytes: int = Field(64 * 1024 * 1024, description="Bytes of files read per round (bounds memory).")
    kafka_batch_bytes: int = Field(262_144, description="kafka-python batch_size: bytes per partition per request.")
    max_block_ms: int = Field(10_000, description="How long one send waits for metadata when the broker is down.")
    retry_backoff_s: float = Field(1.0, description="First wait before re-sending a file whose records failed.")
    retry_backoff_max_s: float = Field(30.0, description="Longest wait between re-sends while the broker is down.")
    unclosed_grace_s: float = Field(
        120.0, description="A file seen written but never seen closed counts as complete after this long unchanged."
    )
    shutdown_grace_s: float = Field(15.0, description="On SIGTERM, how long to wait for in-flight acknowledgements.")
    progress_interval_s: float = Field(10.0, description="Seconds between the counts-and-rates log lines.")
    ledger_keep_days: int = Field(30, description="Archived files are remembered in the ledger this long.")
    check_writers: bool = Field(
        True, description="A file some process holds open for writing is not complete, however long it has been "
                          "unchanged (Linux /proc, one walk per round; processes of other users are seen only when "
                          "the producer runs as root, writers on other hosts of a network filesystem never).",
    )
    lock_mbox: bool = Field(
        True, description="Take <mbox>.lock (procmail's and movemail's dotlock) while an mbox is read, published and "
                          "archived, so a delivery appending to it waits instead of landing in a file being archived.",
    )
    lock_stale_s: float = Field(
        1024.0, description="A <name>.lock untouched this long is stale: logged and no longer obeyed (procmail's own "
                            "LOCKTIMEOUT, after which procmail removes it by force). Until then the file waits.",
    )


class ConsumerSettings(Section):
    group: str = Field("parsers", description="Consumer group of the parsers' body lane (GROUP.attachments: the "
                                              "attachment lane, GROUP.documents: the document lane).")
    unpack_group: str = Field("unpack", description="Consumer group of the unpack stage (reads the raw topic).")
    batch_size: int = Field(500, description="Records written per database transaction.")
    poll_timeout_ms: int = 500
    max_poll_interval_ms: int = 600_000
    session_timeout_ms: int = Field(
        45_000, description="A consumer that stops heartbeating (killed) loses its partitions after this long."
    )
    dead_letter_max_ratio: float = Field(0.5, description="Stop when this share of a window goes to the DLQ.")
    dead_letter_window: int = Field(200, description="Records per dead-letter window.")
    retry_backoff_s: float = Field(1.0, description="First back-off after a transient failure.")
    retry_backoff_max_s: float = Field(30.0, description="Longest back-off between retries of a transient failure.")
    extract_attempts: int = Field(
        2, description="Tries of a record whose extraction raised an unexpected error before it is dead-lettered."
    )
    child_attempts: int = Field(
        3, description="Tries of a record whose parsing child process was killed (SIGKILL: the OOM killer) or ran "
                       "out of limits.pdf_timeout_s; on the last one that is the document's fault, recorded as an "
                       "extraction error (limit) with the reason. Killed by a shutdown signal: always tried again.",
    )
    batch_max_s: float | None = Field(
        None, description="No record of a batch is started after this many seconds: the batch is written and "
                          "committed and the rest read again, so a batch of slow records ends well within "
                          "max_poll_interval_ms. Unset: a quarter of max_poll_interval_ms (150 s by default)."
    )
    documents_batch_max_s: float = Field(
        15.0, description="The document lane's batch_max_s: its batches of heavy records are written and committed "
                          "at least this often, so a backlog of PDFs makes steady, committed progress.")
    metadata_max_age_ms: int = Field(
        60_000, gt=0, description="A lane re-reads its topic's metadata at least this often, so partitions added to a "
                                  "topic are consumed (after a rebalance) within this long.")
    rejoin_after_s: float = Field(
        10.0, gt=0, description="A lane without partitions this long after a rebalance began asks its Kafka client to "
                                "join the group again (and again after each further step): kafka-python can drop a "
                                "finished join and leave the lane out of its group for good (consumer/rebalance.py).")
    heavy_workers: int = Field(
        2, description="Records of a document-lane batch extracted at once (each PDF or Word document in a child "
                       "process of its own); at most the machine's CPU count, at least 1.")

    @property
    def batch_time_s(self) -> float:
        """The time budget of one batch: ``batch_max_s``, else a quarter of ``max_poll_interval_ms``.

        A quarter leaves three quarters of the interval for the record in flight when the budget runs
        out (up to ``limits.pdf_timeout_s`` x ``child_attempts``) and the database transaction.
        """
        return self.batch_max_s if self.batch_max_s is not None else self.max_poll_interval_ms / 4000

    @property
    def documents_batch_time_s(self) -> float:
        """The document lane's time budget: ``documents_batch_max_s``, never more than :attr:`batch_time_s`."""
        return min(self.documents_batch_max_s, self.batch_time_s)


class LimitSettings(Section):
    max_file_bytes: int = Field(60 * 1024 * 1024, description="Larger files are quarantined, never dropped.")
    max_attachment_bytes: int = Field(60 * 1024 * 1024, description="Largest attachment parsed.")
    zip_max_total_bytes: int = Field(200 * 1024 * 1024, description="XLSX/DOCX total uncompressed size.")
    zip_max_ratio: float = Field(200.0, description="XLSX/DOCX largest compression ratio of one entry.")
    zip_max_entries: int = Field(10_000, description="XLSX/DOCX largest number of zip entries.")
    pdf_max_pages: int = Field(200, description="Pages read from one PDF.")
    pdf_timeout_s: float = Field(60.0, description="Wall time for parsing one PDF.")
    pdf_max_memory_mb: int = Field(1024, description="Address space of the PDF parsing subprocess.")
    xlsx_max_rows: int = Field(200_000, description="Rows read from one workbook.")
    text_max_bytes: int = Field(5 * 1024 * 1024, description="Mail body text parsed per part.")


class WebSettings(Section):
    """`otcmail serve`: the read-only price page for the desk."""

    host: str = Field(
        "127.0.0.1", description="Address the page binds to. Anything but a loopback address needs web.token, "
                                 "and then every page asks for it.")
    port: int = Field(8780, description="Port of the price page.")
    token: SecretStr | None = Field(
        None, description="Shared secret of the page (better: OTCMAIL_WEB__TOKEN). Needed to bind beyond "
                          "loopback; when set, the review queue's accept/reject buttons work and ask for it.")
    max_rows: int = Field(500, description="Rows of one table at most: latest prices, an instrument's quotes, "
                                           "the review queue.")
    max_chart_points: int = Field(20_000, description="Quotes of one instrument and measure drawn in its chart "
                                                      "at most (the newest).")


class MetricsSettings(Section):
    """Prometheus metrics, liveness and readiness of produce, unpack, consume and run."""

    host: str = Field("127.0.0.1", description="Address of the metrics endpoint (/metrics, /healthz, /readyz).")
    port: int = Field(9187, description="Port of the metrics endpoint; 0: none. Processes started separately on "
                                        "one host need a port each (`--metrics-port`).")
    scrape_timeout_s: float = Field(
        5.0, description="Longest a scrape or a readiness check waits for Kafka or the database.")


class Settings(BaseSettings):
    """Everything otcmail can be told, in one frozen object."""

    model_config = SettingsConfigDict(
        env_prefix=ENV_PREFIX, env_nested_delimiter="__", frozen=True, extra="forbid"
    )

    home: Path = Field(Path("."), description="Relative paths below are resolved against this folder.")
    log_level: str = Field("INFO", description="DEBUG, INFO, WARNING, ERROR.")
    broker: BrokerSettings = BrokerSettings()
    topics: TopicSettings = TopicSettings()
    paths: PathSettings = PathSettings()
    database: DatabaseSettings = DatabaseSettings()
    spark: SparkSettings = SparkSettings()
    producer: ProducerSettings = ProducerSettings()
    consumer: ConsumerSettings = ConsumerSettings()
    limits: LimitSettings = LimitSettings()
    web: WebSettings = WebSettings()
    metrics: MetricsSettings = MetricsSettings()

    @classmethod
    def settings_customise_sources(
        cls,
        settings_cls: type[BaseSettings],
        init_settings: PydanticBaseSettingsSource,
        env_settings: PydanticBaseSettingsSource,
        dotenv_settings: PydanticBaseSettingsSource,
        file_secret_settings: PydanticBaseSettingsSource,
    ) -> tuple[PydanticBaseSettingsSource, ...]:
        # The environment beats the files, which arrive as init kwargs from load_settings.
        return (env_settings, init_settings)

    @model_validator(mode="after")
    def _resolve_paths(self) -> Settings:
        home = self.home.expanduser().resolve()
        object.__setattr__(self, "home", home)
        for section in (self.broker, self.paths, self.spark):
            for name, value in section:
                if isinstance(value, Path) and not value.is_absolute():
                    object.__setattr__(section, name, home / value)
        url = self.database.url.get_secret_value()
        if url.startswith("sqlite:///") and not url.startswith("sqlite:////"):
            relative = url.removeprefix("sqlite:///")
            if relative and relative != ":memory:":
                object.__setattr__(self.database, "url", SecretStr(f"sqlite:///{home / relative}"))
        return self


def _deep_merge(base: dict[str, Any], override: dict[str, Any]) -> dict[str, Any]:
    merged = dict(base)
    for key, value in override.items():
        if isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = _deep_merge(merged[key], value)
        else:
            merged[key] = value
    return merged


class ConfigFileError(ValueError):
    """A settings file is missing or is not valid TOML."""


def read_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as fh:
            return tomllib.load(fh)
    except FileNotFoundError as exc:
        raise ConfigFileError(f"settings file not found: {path}") from exc
    except tomllib.TOMLDecodeError as exc:
        raise ConfigFileError(f"settings file {path} is not valid TOML: {exc}") from exc


def load_settings(user_file: Path | None = None, **overrides: Any) -> Settings:
    """Build the settings: defaults file, then the user file, then the environment.

    ``overrides`` are merged over the files (tests use them); the environment still wins.
    """
    data = read_toml(DEFAULTS_FILE)
    if user_file is not None:
        data = _deep_merge(data, read_toml(user_file))
    data = _deep_merge(data, overrides)
    return Settings(**data)


def masked_dump(settings: Settings) -> dict[str, Any]:
    """Settings as plain data with secrets, and passwords inside URLs, masked."""
    data = settings.model_dump(mode="json")
    url = settings.database.url.get_secret_value()
    data["database"]["url"] = _mask_url(url)
    return data


_MASK = "**********"
#: Query-string parameters that carry a secret (libpq's ``password`` and ``sslpassword``, and the like).
_SECRET_PARAM = re.compile(r"pass|pwd|secret|token|credential|api_?key", re.IGNORECASE)


def _mask_url(url: str) -> str:
    """The URL with the password of its credentials and every secret query parameter masked."""
    scheme, sep, rest = url.partition("://")
    if not sep:
        return url
    rest, qmark, query = rest.partition("?")
    if "@" in rest:
        credentials, _, host = rest.rpartition("@")
        user = credentials.split(":", 1)[0]
        rest = f"{user}:{_MASK}@{host}" if ":" in credentials else rest
    if qmark:
        query = "&".join(_mask_param(item) for item in query.split("&"))
    return f"{scheme}://{rest}{qmark}{query}"


def _mask_param(item: str) -> str:
    name, eq, _value = item.partition("=")
    return f"{name}={_MASK}" if eq and _SECRET_PARAM.search(unquote_plus(name)) else item
