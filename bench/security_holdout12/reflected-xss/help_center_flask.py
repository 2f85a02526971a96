from flask import Blueprint, abort, jsonify, render_template_string, request
from markupsafe import escape

help_bp = Blueprint("help", __name__, url_prefix="/help")

TOPICS = {
    "billing": "How invoices and payments work.",
    "security": "Two-factor authentication and sessions.",
    "api": "Using API tokens and rate limits.",
}

PAGE = """
<!doctype html>
<title>Help center</title>
<h1>Help: {{ heading }}</h1>
<div class="body">{{ body }}</div>
"""


class HelpService:
    def __init__(self, topics):
        self.topics = topics

    def lookup(self, slug):
        return self.topics.get(slug)

    def suggest(self, term):
        return [slug for slug in self.topics if term.lower() in slug]


@help_bp.get("/topics")
def topics():
    return jsonify(sorted(TOPICS))


@help_bp.get("/topic/<slug>")
def topic(slug):
    text = HelpService(TOPICS).lookup(slug)
    if text is None:
        abort(404)
    return render_template_string(PAGE, heading=slug, body=text)


@help_bp.get("/missing")
def missing():
    term = request.args.get("term", "")
    suggestions = HelpService(TOPICS).suggest(term)
    message = "Nothing found for \"%s\"." % escape(term)
    if suggestions:
        message += " Try: " + ", ".join(suggestions)
    return "<p>" + message + "</p>"


@help_bp.get("/ping")
def ping():
    return "ok"
