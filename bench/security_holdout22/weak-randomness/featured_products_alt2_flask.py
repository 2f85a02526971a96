import random
from flask import Flask, jsonify

app = Flask(__name__)
CATALOG = ["lamp", "desk", "chair", "shelf", "rug", "mirror", "clock"]
FEATURED_COUNT = 3


def rotation(items, count):
    pool = list(items)
    random.shuffle(pool)
    return pool[:count]


@app.route("/featured")
def featured_products():
    picks = rotation(CATALOG, FEATURED_COUNT)
    return jsonify({"featured": [{"rank": i + 1, "name": n} for i, n in enumerate(picks)]})
