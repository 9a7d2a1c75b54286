"""`sales-dlm review RUN`: the reviewer's desk, a local web app over a run directory.

    decisions.py  RUN/decisions.jsonl: read (latest line per buyer wins) and append (fsynced)
    recheck.py    the checker's context for re-checking edited drafts, built once per app
    desk.py       the journal + the decisions replayed: order, filters, pages, verdicts, edits
    web.py        the Flask app: server-rendered Jinja templates, CSP, CSRF, keyboard script

Only web.py imports Flask, so the decisions and the desk's state read without it.
"""
