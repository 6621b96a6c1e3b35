"""The producer: dump directory -> Kafka, the one place where mail could be lost.

    watcher.py    watchdog/polling events, start-up scan, periodic rescan -> candidate paths
    readiness.py  when a candidate is complete (stable size/mtime, closed, Maildir new/)
    source.py     a complete file -> the Kafka records of its mails and attachments
    publish.py    send every record of a round, wait for every acknowledgement
    archive.py    done/ (or delete), error/ and quarantine/ with a .error.json
    ledger.py     SQLite state: which file versions were published and archived
    service.py    the loop: run_producer(settings, stop, once)
"""
