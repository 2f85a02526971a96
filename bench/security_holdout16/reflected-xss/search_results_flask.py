from flask import Flask, request

app = Flask(__name__)
PRODUCTS = ["lamp", "desk", "chair", "shelf", "rug"]


def render_list(items: list[str]) -> str:
    return "".join(f"<li>{item}</li>" for item in items)


@app.get("/search")
def search_results():
    query = request.args.get("q", "").strip()
    matches = [p for p in PRODUCTS if query.lower() in p]
    heading = f"<h2>{len(matches)} results for “{query}”</h2>"
    body = heading + (f"<ul>{render_list(matches)}</ul>" if matches else "<p>Nothing found.</p>")
    return f"<!doctype html><html><body>{body}</body></html>"
