from flask import Flask, Response, request
from markupsafe import escape

app = Flask(__name__)

PRODUCTS = ["blue kettle", "red kettle", "tea cups", "coffee grinder"]


def heading(query):
    return "<h1>Results for " + str(escape(query)) + "</h1>"


class ResultsPage:
    def __init__(self, query, matches):
        self.query = query
        self.matches = matches

    def items(self):
        return "".join(f"<li>{escape(name)}</li>" for name in self.matches)

    def render(self):
        if not self.matches:
            return heading(self.query) + "<p>Nothing matched.</p>"
        return heading(self.query) + "<ul>" + self.items() + "</ul>"


def find(query):
    return [p for p in PRODUCTS if query.lower() in p]


@app.route("/products/search")
def product_search():
    query = request.args.get("q", "")
    page = ResultsPage(query, find(query))
    body = page.render()
    return Response(body, mimetype="text/html")
