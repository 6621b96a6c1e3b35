"""`otcmail spark reprocess|daily|stream`: the PySpark jobs, on local[*] or a cluster (--master)."""

from __future__ import annotations

import datetime as dt
import signal
import threading
from types import FrameType

import typer
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table

from config.settings import Settings
from core.errors import JobFailed, UsageError

out = Console()
err = Console(stderr=True)

MASTER_HELP = "Spark master URL (default: spark.master, local[*]); e.g. spark://host:7077, yarn."




def _prepare_database(settings: Settings) -> None:
    from db.engine import make_engine
    from db.migrate import upgrade

    engine = make_engine(settings)
    try:
        upgrade(engine)
    finally:
        engine.dispose()


def _session(settings: Settings, master: str | None):  # type: ignore[no-untyped-def]
    from spark.session import build_session

    with err.status("starting Spark ..."):
        return build_session(settings, master)


def register(app: typer.Typer) -> None:
    spark_app = typer.Typer(help="The PySpark jobs: reprocess a range of the topics, daily aggregates, "
                                 "streaming parse.", no_args_is_help=True)

    @spark_app.command("reprocess")
    def reprocess(
        ctx: typer.Context,
        start: str = typer.Option("earliest", "--from", help="earliest, an ISO time, or [TOPIC:]PARTITION=OFFSET,..."),
        end: str = typer.Option("latest", "--to", help="latest, an ISO time, or [TOPIC:]PARTITION=OFFSET,... "
                                                       "(exclusive)"),
        master: str | None = typer.Option(None, "--master", help=MASTER_HELP),
    ) -> None:
        """Parse a bounded range of the mail topics as one batch, writing as the consumers do (idempotent).

        Poison records go to the errors table and the dead-letter topic, as with the consumers; the
        consumers' dead-letter limit stops the job.
        """
        from spark.jobs.reprocess import Progress as JobProgress
        from spark.jobs.reprocess import ReprocessOptions, run_reprocess
        from spark.ranges import RangeError, parse_bound

        settings: Settings = ctx.obj
        try:
            options = ReprocessOptions(parse_bound(start), parse_bound(end))
        except RangeError as exc:
            raise UsageError(str(exc)) from exc
        _prepare_database(settings)
        spark = _session(settings, master)
        try:
            with Progress(TextColumn("reprocess"), BarColumn(), MofNCompleteColumn(), TextColumn("tasks"),
                          TimeElapsedColumn(), console=err) as bar:
                task = bar.add_task("reprocess", total=None)

                def show(p: JobProgress) -> None:
                    bar.update(task, completed=p.tasks_done, total=p.tasks_total)

                try:
                    summary = run_reprocess(spark, settings, options, on_progress=show)
                except RangeError as exc:
                    raise JobFailed(str(exc)) from exc
        finally:
            spark.stop()
        c = summary.counts
        table = Table("mails read", "parts parsed", "quotes written", "already present", "replaced",
                      "errors", "dead-lettered", "time", "mails/s")
        table.add_row(str(c.mails), str(c.parts), str(c.quotes_written), str(c.units_present),
                      str(c.units_replaced), str(c.errors_written), str(c.dead_lettered), f"{summary.seconds:.1f}s",
                      f"{summary.mails_per_second:.0f}")
        out.print(table)

    @spark_app.command("daily")
    def daily(
        ctx: typer.Context,
        start: str = typer.Option(..., "--from", help="First trading day, YYYY-MM-DD."),
        end: str | None = typer.Option(None, "--to", help="Last trading day (default: --from)."),
        master: str | None = typer.Option(None, "--master", help=MASTER_HELP),
    ) -> None:
        """Daily aggregates per trading day and instrument; re-running a day replaces that day."""
        from spark.jobs.daily import DailyOptions, run_daily

        settings: Settings = ctx.obj
        try:
            first = dt.date.fromisoformat(start)
            options = DailyOptions(first, dt.date.fromisoformat(end) if end else first)
        except ValueError as exc:
            raise UsageError(f"--from/--to: {exc}") from exc
        _prepare_database(settings)
        spark = _session(settings, master)
        try:
            with err.status(f"daily aggregates {options.start} .. {options.end} ..."):
                summary = run_daily(spark, settings, options)
        finally:
            spark.stop()
        table = Table("days", "quotes read", "rows written", "rows replaced", "time")
        table.add_row(str(summary.days), str(summary.quotes_read), str(summary.rows_written),
                      str(summary.rows_replaced), f"{summary.seconds:.1f}s")
        out.print(table)

    @spark_app.command("stream")
    def stream(
        ctx: typer.Context,
        master: str | None = typer.Option(None, "--master", help=MASTER_HELP),
        checkpoint: str | None = typer.Option(
            None, help="Checkpoint folder or URI (hdfs://, s3a://; default: spark.checkpoint_dir/parse)."),
        available_now: bool = typer.Option(False, "--available-now",
                                           help="Parse what is on the topics now, then stop."),
    ) -> None:
        """Parse the mail topics continuously with Structured Streaming; restart resumes from the checkpoint."""
        from spark.jobs.stream import StreamOptions, checkpoint_path, start_stream

        settings: Settings = ctx.obj
        options = StreamOptions(checkpoint=checkpoint, available_now=available_now)
        _prepare_database(settings)
        spark = _session(settings, master)
        stopping = threading.Event()
        try:
            query = start_stream(spark, settings, options)
            err.print(f"streaming {settings.topics.raw} -> database; "
                      f"checkpoint {checkpoint_path(settings, options)}; Ctrl-C stops")

            def on_signal(signum: int, frame: FrameType | None) -> None:
                stopping.set()

            previous = signal.signal(signal.SIGTERM, on_signal)
            try:
                last_batch = -1
                while query.isActive and not stopping.is_set():
                    try:
                        query.awaitTermination(timeout=2)
                    except KeyboardInterrupt:
                        break
                    progress = query.lastProgress
                    if progress and progress["batchId"] != last_batch:
                        last_batch = progress["batchId"]
                        err.print(f"batch {last_batch}: {progress['numInputRows']} records "
                                  f"({progress.get('processedRowsPerSecond', 0):.0f}/s)")
            finally:
                signal.signal(signal.SIGTERM, previous)
                if query.isActive:
                    query.stop()
            if query.exception() is not None:
                raise JobFailed(f"the streaming query failed: {query.exception()}")
        finally:
            spark.stop()

    app.add_typer(spark_app, name="spark")
