"""`otcmail replay`: reset a consumer group's offsets so the consumers re-parse (like kafka-consumer-groups)."""

from __future__ import annotations

import typer
from rich.console import Console
from rich.table import Table

from config.settings import Settings
from consumer.groups import part_topics
from consumer.replay import (
    ReplayError,
    ResetTarget,
    apply_reset,
    parse_datetime,
    parse_duration,
    parse_partition_offsets,
    plan_reset,
)

out = Console(width=200)


def register(app: typer.Typer) -> None:
    @app.command("replay")
    def replay(
        ctx: typer.Context,
        group: str = typer.Option(..., "--group", "-g",
                                  help="The group to reset: consumer.unpack_group to unpack again from the raw "
                                       "topic, or the parsers' group (its lanes: GROUP on the bodies, "
                                       "GROUP.attachments, GROUP.documents)."),
        topic: list[str] = typer.Option([], "--topic", "-t",
                                        help="Topic(s) to reset (default: the raw topic for the unpack group, "
                                             "else the body, attachment and document topics)."),
        to_earliest: bool = typer.Option(False, "--to-earliest", help="Back to the start of the log."),
        to_datetime: str | None = typer.Option(None, "--to-datetime",
                                               help="First record at or after this ISO time (with zone)."),
        by_duration: str | None = typer.Option(None, "--by-duration", help="This long ago, ISO 8601: P1D, PT6H."),
        to_offset: list[str] = typer.Option([], "--to-offset",
                                            help="PARTITION:OFFSET (repeat; one --topic). Partitions not named "
                                                 "are left alone."),
        shift_by: int | None = typer.Option(None, "--shift-by",
                                            help="Move every committed offset by N (-N back). Refused when a "
                                                 "partition with records has no committed offset."),
        dry_run: bool = typer.Option(False, "--dry-run", help="Print the plan, change nothing."),
    ) -> None:
        """Reset the group's offsets; prints before/after per partition. Refused while the group has members.

        After a fix to unpacking (the MIME walker), replay the unpack group from the raw topic; after a fix
        to the extractors, the parsers' group. Re-parsing with the same parser version changes no row;
        after a parser version bump a mail shows its old quotes until every one of its parts is re-parsed,
        then all the new ones at once.
        """
        settings: Settings = ctx.obj
        chosen = [name for name, given in (("--to-earliest", to_earliest), ("--to-datetime", to_datetime),
                                           ("--by-duration", by_duration), ("--to-offset", to_offset),
                                           ("--shift-by", shift_by is not None)) if given]
        if len(chosen) != 1:
            raise ReplayError("give exactly one of --to-earliest, --to-datetime, --by-duration, --to-offset, "
                              f"--shift-by (got {', '.join(chosen) or 'none'})")
        if to_earliest:
            target = ResetTarget("earliest")
        elif to_datetime:
            target = ResetTarget("datetime", parse_datetime(to_datetime))
        elif by_duration:
            target = ResetTarget("duration", parse_duration(by_duration))
        elif to_offset:
            target = ResetTarget("offsets", parse_partition_offsets(to_offset))
        else:
            target = ResetTarget("shift", shift_by)
        if not topic:
            # Replay at either level: the unpack group reads the raw topic, the parsers the part topics.
            topic = ([settings.topics.raw] if group == settings.consumer.unpack_group
                     else list(part_topics(settings)))
        topics = topic
        plan = plan_reset(settings, group, topics, target)
        table = Table("group", "topic", "partition", "before", "after", "log start", "log end",
                      title=f"group {group}" + (" (dry run: nothing changed)" if dry_run else ""))
        for p in plan:
            table.add_row(p.group, p.topic, str(p.partition), "-" if p.before is None else str(p.before), str(p.after),
                          str(p.log_start), str(p.log_end))
        out.print(table)
        if dry_run:
            return
        apply_reset(settings, plan)
        typer.echo(f"reset {len(plan)} partition(s) of group {group}; start its consumers to re-parse")
