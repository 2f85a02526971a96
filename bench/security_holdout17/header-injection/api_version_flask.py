from flask import Flask, abort, g, jsonify, request

app = Flask(__name__)

SUPPORTED = {
    "2023-10": "2023-10-01",
    "2024-04": "2024-04-15",
    "2025-01": "2025-01-20",
}
LATEST = "2025-01"
ITEMS = {1: "alpha", 2: "beta", 3: "gamma"}


def negotiated_version():
    asked = request.headers.get("X-Api-Version", "").strip()
    return SUPPORTED.get(asked, SUPPORTED[LATEST])


@app.before_request
def pick_version():
    g.api_version = negotiated_version()


@app.after_request
def stamp_version(response):
    response.headers["X-Api-Version"] = g.get("api_version", SUPPORTED[LATEST])
    return response


@app.get("/items")
def list_items():
    return jsonify(items=[{"id": k, "name": v} for k, v in ITEMS.items()])


@app.get("/items/<int:item_id>")
def get_item(item_id):
    if item_id not in ITEMS:
        abort(404)
    return jsonify(id=item_id, name=ITEMS[item_id])


@app.get("/versions")
def versions():
    return jsonify(supported=sorted(SUPPORTED), latest=LATEST)
