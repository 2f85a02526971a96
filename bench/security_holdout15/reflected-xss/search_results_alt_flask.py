from flask import Flask, request

app = Flask(__name__)
ARTICLES = ["Getting started", "Billing FAQ", "Resetting your device", "Shipping times"]


@app.get("/help/search")
def help_search():
    query = request.args.get("q", "")
    hits = [a for a in ARTICLES if query.lower() in a.lower()]
    items = "".join(f"<li>{h}</li>" for h in hits)
    heading = "<h2>%d results for \"%s\"</h2>" % (len(hits), query)
    return f"<html><body>{heading}<ul>{items}</ul></body></html>"
