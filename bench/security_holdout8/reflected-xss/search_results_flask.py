from flask import Flask, Response, request

app = Flask(__name__)

ARTICLES = [
    "Getting started",
    "Deployment guide",
    "Release notes",
    "Frequently asked questions",
]


@app.route("/search")
def search():
    query = request.args.get("q", "")
    hits = [a for a in ARTICLES if query.lower() in a.lower()]
    heading = "<h2>Results for '%s'</h2>" % query
    items = "".join("<li>%s</li>" % h for h in hits) or "<li>No matches</li>"
    page = "<html><body>" + heading + "<ul>" + items + "</ul></body></html>"
    return Response(page, mimetype="text/html")
