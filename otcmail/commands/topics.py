"""`otcmail topics ensure|list`: the topics otcmail uses."""

from __future__ import annotations

import typer
from rich.console import Console
from rich.table import Table

from broker.health import describe_topics
from broker.topics import ensure_topics, topic_specs

out = Console()


def register(app: typer.Typer) -> None:
    topics_app = typer.Typer(help="Create and inspect otcmail's Kafka topics.", no_args_is_help=True)

    @topics_app.command("ensure")
    def ensure(ctx: typer.Context) -> None:
        """Create missing topics and correct partitions/retention/size limits; safe to re-run."""
        for change in ensure_topics(ctx.obj):
            detail = f" ({change.detail})" if change.detail else ""
            typer.echo(f"{change.name}: {change.action}{detail}")

    @topics_app.command("list")
    def list_(ctx: typer.Context) -> None:
        """otcmail's topics with partition counts and record counts."""
        names = [s.name for s in topic_specs(ctx.obj)]
        table = Table("topic", "partitions", "records")
        for topic in describe_topics(ctx.obj, names):
            table.add_row(topic.name, str(len(topic.partitions)), str(topic.records))
        out.print(table)

    app.add_typer(topics_app, name="topics")
