import asyncio
import json
import urllib.request

from quart import Quart, abort, jsonify, request

app = Quart(__name__)

PARTNER_FEEDS = {
    "acme": "https://feeds.acme.example/products.json",
    "globex": "https://api.globex.example/v1/catalog",
    "initech": "https://initech.example/export/items.json",
}


def _fetch(url):
    with urllib.request.urlopen(url, timeout=5) as resp:
        return json.loads(resp.read().decode("utf-8"))


@app.route("/partners/feed")
async def partner_feed():
    partner = request.args.get("partner", "")
    url = PARTNER_FEEDS.get(partner)
    if url is None:
        abort(404)
    data = await asyncio.to_thread(_fetch, url)
    items = data.get("items", []) if isinstance(data, dict) else data
    return jsonify(partner=partner, count=len(items), items=items[:100])
