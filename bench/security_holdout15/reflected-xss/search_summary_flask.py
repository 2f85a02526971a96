import html

from flask import Blueprint, make_response, request
from flask.views import MethodView

search_bp = Blueprint("search", __name__)


class SearchPage(MethodView):
    index = ["getting started", "billing", "api limits", "webhooks"]

    def get(self):
        term = request.args.get("q", "").strip()
        hits = [doc for doc in self.index if term.lower() in doc]
        body = render_results(term, hits)
        return make_response(body, 200, {"Content-Type": "text/html; charset=utf-8"})


def render_results(term, hits):
    items = "".join(f"<li>{html.escape(h)}</li>" for h in hits)
    return f"<h2>{len(hits)} results for {html.escape(term)}</h2><ul>{items}</ul>"


search_bp.add_url_rule("/search", view_func=SearchPage.as_view("search"))
