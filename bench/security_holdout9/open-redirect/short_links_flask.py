from flask import Flask, abort, redirect, request

app = Flask(__name__)

DESTINATIONS = {
    "docs": "https://docs.example.com/",
    "status": "https://status.example.com/",
    "support": "/help/contact",
    "pricing": "/pricing",
}


@app.route("/go/<slug>")
def go(slug):
    target = DESTINATIONS.get(slug.lower())
    if target is None:
        abort(404)
    if request.args.get("ref"):
        app.logger.info("outbound click %s", slug)
    return redirect(target, code=302)
