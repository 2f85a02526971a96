from flask import make_response, request
from flask.views import MethodView
from markupsafe import escape

from app.search import SearchIndex


class SearchView(MethodView):
    def __init__(self, index: SearchIndex):
        self.index = index

    def get(self):
        term = request.args.get("q", "").strip()
        hits = self.index.query(term, limit=20)
        items = "".join(f'<li><a href="/docs/{h.slug}">{escape(h.title)}</a></li>' for h in hits)
        body = f"<h2>{len(hits)} results for &quot;{term}&quot;</h2><ul>{items}</ul>"
        return make_response(body, 200, {"Content-Type": "text/html; charset=utf-8"})


def register(app, index):
    app.add_url_rule("/search", view_func=SearchView.as_view("search", index))
