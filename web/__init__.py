"""The desk's price page (`otcmail serve`): Starlette + Jinja2 templates, every asset served from here."""
