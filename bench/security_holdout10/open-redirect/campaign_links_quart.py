import logging
import time
from collections import Counter

from quart import Quart, abort, jsonify, redirect, request

log = logging.getLogger("campaigns")
app = Quart(__name__)

DESTINATIONS = {
    "spring-sale": "https://shop.example.com/sale/spring",
    "newsletter": "https://www.example.com/newsletter",
    "app-ios": "https://apps.apple.com/app/id000000000",
    "app-android": "https://play.google.com/store/apps/details?id=com.example.app",
}
CLICKS = Counter()


class ClickRecorder:
    def __init__(self, counter):
        self.counter = counter
        self.started = time.time()

    def record(self, slug, source):
        self.counter[(slug, source)] += 1

    def summary(self):
        out = {}
        for (slug, source), n in self.counter.items():
            out.setdefault(slug, {})[source] = n
        return out


recorder = ClickRecorder(CLICKS)


@app.get("/c/<slug>")
async def campaign_click(slug):
    destination = DESTINATIONS.get(slug)
    if destination is None:
        abort(404)
    source = request.args.get("src", "unknown")[:32]
    recorder.record(slug, source)
    log.info("click %s from %s", slug, source)
    return redirect(destination, code=302)


@app.get("/c/stats")
async def stats():
    return jsonify(uptime=int(time.time() - recorder.started), clicks=recorder.summary())


@app.get("/c")
async def index():
    return jsonify(sorted(DESTINATIONS))
