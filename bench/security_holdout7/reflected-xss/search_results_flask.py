from flask import Flask, request

app = Flask(__name__)
CATALOG = ["red shoes", "blue shirt", "green hat", "black jacket"]


@app.route("/search")
def search():
    term = request.args.get("q", "")
    matches = [item for item in CATALOG if term.lower() in item]
    heading = f"<h2>Results for {term}</h2>"
    if matches:
        body = "<ul>" + "".join(f"<li>{m}</li>" for m in matches) + "</ul>"
    else:
        body = "<p>Nothing found.</p>"
    return "<html><body>" + heading + body + "</body></html>"
