"""The reviewer's desk as a Flask app: server-rendered Jinja pages, a little vanilla JS for keys.

Safety, for a page full of text from buyer files and models:
- Jinja autoescapes every value; the only markup built in Python is review/html.py's
  `highlight` and `context_html`, which escape the text themselves (wrapped in Markup here).
- Content-Security-Policy: scripts, styles and images only from this server, no inline script,
  forms post only here, no framing.
- Every POST carries the app's CSRF token (a random value per app, in each form); a request
  without it is refused (403). Requests must name this machine as Host (127.0.0.1, localhost),
  which keeps DNS-rebinding pages from reading the desk.
- Pages are `no-store`, so a reload or a second tab always shows the server's state.
"""

from __future__ import annotations

import hmac
import secrets

from flask import Flask, abort, redirect, render_template, request, url_for
from markupsafe import Markup
from werkzeug.serving import BaseWSGIServer, WSGIRequestHandler, make_server

from sales_dlm.contract import attempt_label
from sales_dlm.errors import InputError
from sales_dlm.facts import Severity
from sales_dlm.review.app.desk import (
    FINDING_TYPES,
    VERDICT_FILTERS,
    Desk,
    Filter,
    Item,
    StaleSuggestion,
)
from sales_dlm.review.html import context_html, highlight
from sales_dlm.review.views import (
    PASSED_NOTE,
    STATUS_TITLE,
    attempt_result,
    company_name,
    error_types,
    finding_order,
    shown_attempt,
    status_label,
)

CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; "
    "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
)
HOST = "127.0.0.1"  # the desk is for the person at this machine: never another interface
LOCAL_HOSTS = frozenset({"127.0.0.1", "localhost", "[::1]"})


def create_app(desk: Desk, *, csrf_token: str | None = None) -> Flask:
    """The app over one desk. `csrf_token` is for tests; by default a fresh random one."""
    app = Flask(__name__)
    app.config["DESK"] = desk
    token = csrf_token or secrets.token_urlsafe(32)
    app.config["CSRF_TOKEN"] = token

    @app.before_request
    def guard():
        host = request.host or ""
        name = host if host.endswith("]") else host.rsplit(":", 1)[0]
        if name not in LOCAL_HOSTS:
            abort(403, "this desk answers only on 127.0.0.1")
        if request.method == "POST":
            sent = request.form.get("csrf", "")
            if not hmac.compare_digest(sent.encode(), token.encode()):
                abort(403, "missing or wrong CSRF token: reload the page and try again")
        desk.refresh()

    @app.after_request
    def headers(response):
        response.headers["Content-Security-Policy"] = CSP
        response.headers["X-Content-Type-Options"] = "nosniff"
        response.headers["Referrer-Policy"] = "no-referrer"
        if response.mimetype == "text/html":
            response.headers["Cache-Control"] = "no-store"
        return response

    @app.context_processor
    def common():
        return {
            "csrf_token": token,
            "run_name": desk.run.root.resolve().name,
            "progress": desk.progress(),
            "recheck_note": desk.recheck.note,
            "passed_note": PASSED_NOTE,
        }

    app.jinja_env.filters["status_label"] = status_label
    app.jinja_env.filters["company"] = company_name
    app.jinja_env.filters["error_types"] = error_types
    app.jinja_env.globals["attempt_label"] = attempt_label

    @app.get("/favicon.ico")
    def favicon():
        return "", 204

    @app.get("/")
    def resume():
        """Where the reviewer stopped: the first undecided draft in review order."""
        item = desk.next_undecided()
        if item is None:
            return redirect(url_for("drafts"))
        return redirect(url_for("draft", line=item.line))

    @app.get("/drafts")
    def drafts():
        flt = Filter.from_args(request.args)
        page = desk.page(flt, request.args.get("page", 1, type=int))
        return render_template(
            "drafts.html",
            page=page,
            flt=flt,
            query=flt.query(),
            statuses=STATUS_TITLE,
            verdicts=VERDICT_FILTERS,
            types=FINDING_TYPES,
        )

    @app.get("/draft/<int:line>")
    def draft(line: int):
        item = _item(desk, line)
        flt = Filter.from_args(request.args)
        return render_template("draft.html", **_draft_view(desk, item, flt))

    @app.post("/draft/<int:line>/decide")
    def decide(line: int):
        item = _item(desk, line)
        flt = Filter.from_args(request.args)
        verdict = request.form.get("decision", "")
        if verdict not in ("approved", "rejected", "reset") or not item.decidable:
            abort(400, "no such decision for this row")
        desk.decide(item, verdict)
        if verdict == "reset":
            return redirect(_draft_url(item, flt))
        following = desk.next_undecided(item, flt)
        if following is None:
            return redirect(url_for("drafts") + (f"?{flt.query()}" if flt.query() else ""))
        return redirect(_draft_url(following, flt))

    @app.post("/draft/<int:line>/edit")
    def edit(line: int):
        item = _item(desk, line)
        if not item.decidable:
            abort(400, "an invalid row has no draft to edit")
        desk.edit(item, request.form.get("subject", ""), request.form.get("body", ""))
        return redirect(_draft_url(item, Filter.from_args(request.args)))

    @app.post("/draft/<int:line>/suggestion")
    def accept(line: int):
        """Accept one suggestion: its value over its span, saved as the reviewer's edit."""
        item = _item(desk, line)
        if not item.decidable:
            abort(400, "an invalid row has no draft to correct")
        form = request.form
        try:
            start, end = int(form.get("start", "")), int(form.get("end", ""))
        except ValueError:
            abort(400, "a suggestion names its span by start and end offsets")
        try:
            desk.accept(item, form.get("part", ""), start, end, form.get("value", ""))
        except StaleSuggestion as exc:
            abort(409, str(exc))
        return redirect(_draft_url(item, Filter.from_args(request.args)))

    return app


def desk_server(desk: Desk, port: int = 0, host: str = HOST) -> BaseWSGIServer:
    """A threaded server for the desk on 127.0.0.1 (`port` 0: a free one, `server_port` says
    which); `serve_forever()` runs it, `shutdown()` stops it. No access log: the terminal shows
    the desk's URL, not every request."""
    try:
        return make_server(host, port, create_app(desk), threaded=True, request_handler=_Quiet)
    except OSError as exc:
        raise InputError(f"cannot listen on {host}:{port}: {exc.strerror}") from exc


class _Quiet(WSGIRequestHandler):
    def log_request(self, *args, **kwargs) -> None:
        pass


def _item(desk: Desk, line: int) -> Item:
    item = desk.item(line)
    if item is None:
        abort(404, f"no draft from line {line} in this run")
    return item


def _draft_url(item: Item, flt: Filter) -> str:
    query = flt.query()
    return url_for("draft", line=item.line) + (f"?{query}" if query else "")


def _draft_view(desk: Desk, item: Item, flt: Filter) -> dict:
    """What draft.html shows of one item: its text with findings marked, every attempt."""
    current = item.current
    marked = {
        part: Markup(highlight(text, [f for f in current.findings if f.part == part]))
        for part, text in (("subject", current.subject), ("body", current.body))
    }
    findings = [
        {"f": f, "context": Markup(context_html(current, f))}
        for f in sorted(current.findings, key=finding_order)
    ]
    drafted = desk.full(item)  # with its attempts
    shown = shown_attempt(drafted)
    attempts = [
        {
            "n": n,
            "a": a,
            "shown": n == shown,
            "result": attempt_result(a),
            "subject": Markup(highlight(a.subject, [f for f in a.findings if f.part == "subject"])),
            "body": Markup(highlight(a.body, [f for f in a.findings if f.part == "body"])),
        }
        for n, a in enumerate(drafted.attempts, start=1)
    ]
    errors = sum(1 for f in current.findings if f.severity == Severity.error)
    suggested = desk.suggestions(item)
    return {
        "item": item,
        "entry": current,
        "flt": flt,
        "query": flt.query(),
        "nb": desk.neighbours(item, flt),
        "marked": marked,
        "findings": findings,
        "errors": errors,
        "suggestions": list(enumerate(suggested, start=1)),
        "attempts": attempts,
        "record": [(k, v) for k, v in item.entry.buyer.items() if v not in ("", None, {}, [])],
    }
