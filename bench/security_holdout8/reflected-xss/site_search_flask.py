from flask import Flask, request

app = Flask(__name__)
PAGES = {"pricing": "/pricing", "docs": "/docs", "blog": "/blog", "careers": "/careers"}


@app.route("/search")
def site_search():
    term = request.args.get("q", "")
    matches = [url for name, url in PAGES.items() if term.lower() in name]
    items = "".join(f'<li><a href="{u}">{u}</a></li>' for u in matches)
    if not matches:
        items = "<li>No pages found</li>"
    heading = "<h2>Results for " + term + "</h2>"
    return "<html><body>" + heading + "<ul>" + items + "</ul></body></html>"
