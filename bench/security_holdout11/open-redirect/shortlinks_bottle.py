import hmac
import logging
import os

from bottle import Bottle, abort, redirect, request, response, run

log = logging.getLogger("shortlinks")
app = Bottle()

DESTINATIONS = {
    "docs": "https://docs.example.com/",
    "status": "https://status.example.com/",
    "pricing": "https://www.example.com/pricing",
    "support": "https://support.example.com/hc/en-us",
    "careers": "https://jobs.example.com/",
}
CLICKS = {key: 0 for key in DESTINATIONS}
SOURCES = {"newsletter", "twitter", "footer"}


def campaign_suffix(source):
    return f"?utm_source={source}" if source in SOURCES else ""


@app.get("/go")
def list_links():
    response.content_type = "application/json"
    return {"links": sorted(DESTINATIONS)}


@app.get("/go/<key>")
def follow(key):
    base = DESTINATIONS.get(key)
    if base is None:
        abort(404, "unknown link")
    CLICKS[key] += 1
    target = base + campaign_suffix(request.query.get("src", ""))
    log.info("shortlink %s -> %s", key, target)
    redirect(target, 302)


@app.get("/stats")
def stats():
    token = request.headers.get("X-Stats-Token", "")
    expected = os.environ.get("STATS_TOKEN", "")
    if not expected or not hmac.compare_digest(token, expected):
        abort(403)
    return dict(CLICKS)


if __name__ == "__main__":
    run(app, host="0.0.0.0", port=int(os.environ.get("PORT", "8080")))
