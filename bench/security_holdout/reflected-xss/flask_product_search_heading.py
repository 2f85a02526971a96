from flask import Flask, request

app = Flask(__name__)

PRODUCTS = ["kettle", "toaster", "blender", "stand mixer", "coffee grinder"]


@app.route("/search")
def search():
    term = request.args.get("q", "")
    hits = [p for p in PRODUCTS if term.lower() in p]
    rows = "".join(f"<li>{h}</li>" for h in hits)
    return f"<h2>Results for {term}</h2><ul>{rows}</ul>"
