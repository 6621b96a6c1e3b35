"""One module per `otcmail` sub-command; each exposes register(app)."""
