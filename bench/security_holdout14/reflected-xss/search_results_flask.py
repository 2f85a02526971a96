from flask import Flask, request

app = Flask(__name__)

PAGE = """<html><body>
<h1>Search</h1>
<p>Results for <b>{term}</b> in {section}:</p>
<ul>{items}</ul>
</body></html>"""

CATALOG = ["alpha kit", "beta board", "gamma cable"]


@app.route("/search")
def search():
    term = request.args.get("q", "")
    section = request.args.get("section", "all")
    hits = [item for item in CATALOG if term.lower() in item]
    items = "".join("<li>%s</li>" % h for h in hits)
    html = PAGE.format(term=term, section=section, items=items)
    return html
