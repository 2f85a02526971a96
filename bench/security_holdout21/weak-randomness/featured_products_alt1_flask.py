import logging
import random
from functools import lru_cache

from flask import Flask, jsonify, render_template, request

from .catalog import load_catalog

app = Flask(__name__)
log = logging.getLogger("storefront.home")

FEATURED_COUNT = 6
MAX_COUNT = 24


@lru_cache(maxsize=1)
def promotable_products():
    return [p for p in load_catalog() if p.in_stock and p.promotable]


def pick_featured(products, count):
    count = min(count, len(products))
    return random.sample(products, count)


@app.route("/")
def home():
    products = promotable_products()
    featured = pick_featured(products, FEATURED_COUNT)
    log.debug("home page featuring %s", [p.sku for p in featured])
    return render_template("storefront/home.html", featured=featured)


@app.route("/api/featured")
def featured_api():
    try:
        count = int(request.args.get("count", FEATURED_COUNT))
    except ValueError:
        count = FEATURED_COUNT
    count = max(1, min(count, MAX_COUNT))
    featured = pick_featured(promotable_products(), count)
    return jsonify([{"sku": p.sku, "name": p.name, "price": str(p.price)} for p in featured])


@app.route("/admin/featured/refresh", methods=["POST"])
def refresh_featured():
    promotable_products.cache_clear()
    log.info("featured product cache cleared")
    return jsonify({"refreshed": True})
