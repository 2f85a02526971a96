from flask import Flask, request

app = Flask(__name__)

ARTICLES = ["Getting started", "Deploying to production", "Scaling workers"]


@app.route("/search")
def search():
    query = request.args.get("q", "")
    matches = [a for a in ARTICLES if query.lower() in a.lower()]
    items = "".join(f"<li>{title}</li>" for title in matches)
    return f"<h1>Results for {query}</h1><ul>{items}</ul>"
