import re
from datetime import datetime, timezone

from flask import Flask, request

app = Flask(__name__)
SCRIPT_TAG = re.compile(r"<\s*/?\s*script[^>]*>", re.IGNORECASE)
TOPICS = ["Billing", "Password reset", "Two-factor login", "Exporting data", "Team roles"]

LAYOUT = """<!doctype html>
<html><head><title>{title}</title></head>
<body><main>{body}</main><footer>Generated {ts}</footer></body></html>"""


def strip_scripts(value: str) -> str:
    return SCRIPT_TAG.sub("", value)


def page(title: str, body: str) -> str:
    return LAYOUT.format(title=title, body=body, ts=datetime.now(timezone.utc).isoformat())


@app.route("/help")
def help_index():
    links = "".join(f"<li><a href='/help/{i}'>{t}</a></li>" for i, t in enumerate(TOPICS))
    return page("Help", f"<h1>Help topics</h1><ul>{links}</ul>")


@app.route("/help/<int:topic_id>")
def help_topic(topic_id: int):
    if topic_id >= len(TOPICS):
        return page("Help", "<p>Unknown topic.</p>"), 404
    return page(TOPICS[topic_id], f"<h1>{TOPICS[topic_id]}</h1><p>Article text.</p>")


@app.route("/help/search")
def help_search():
    query = strip_scripts(request.args.get("q", "")).strip()
    hits = [(i, t) for i, t in enumerate(TOPICS) if query.lower() in t.lower()]
    items = "".join(f"<li><a href='/help/{i}'>{t}</a></li>" for i, t in hits)
    body = f"<h1>{len(hits)} results for {query}</h1><ul>{items}</ul>"
    return page("Help search", body)


@app.route("/help/feedback", methods=["POST"])
def feedback():
    helpful = request.form.get("helpful") == "yes"
    return page("Thanks", "<p>Thanks for the feedback!</p>" if helpful else "<p>Sorry to hear that.</p>")
