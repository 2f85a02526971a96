import logging
import time

from bottle import Bottle, abort, redirect, request, response

app = Bottle()
log = logging.getLogger("links")

CAMPAIGN_TARGETS = {
    "spring-sale": "https://shop.example.com/sale/spring",
    "newsletter": "https://www.example.com/newsletter",
    "docs": "https://docs.example.com/",
    "status": "https://status.example.com/",
}
CLICKS = {}


def record_click(key, ref):
    bucket = CLICKS.setdefault(key, [])
    bucket.append({"at": time.time(), "ref": ref[:200]})
    if len(bucket) > 1000:
        del bucket[:-1000]


@app.get("/go/<key>")
def go(key):
    target = CAMPAIGN_TARGETS.get(key)
    if target is None:
        abort(404, "unknown link")
    record_click(key, request.get_header("Referer", ""))
    log.info("redirecting campaign %s", key)
    redirect(target, 302)


@app.get("/stats")
def stats():
    response.content_type = "application/json"
    return {k: len(v) for k, v in CLICKS.items()}


@app.get("/stats/<key>")
def stats_for(key):
    if key not in CAMPAIGN_TARGETS:
        abort(404)
    clicks = CLICKS.get(key, [])
    last = clicks[-1]["at"] if clicks else None
    return {"key": key, "clicks": len(clicks), "last": last}


if __name__ == "__main__":
    app.run(host="127.0.0.1", port=8085)
