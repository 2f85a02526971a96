import random

from flask import Flask, jsonify

from .models import Banner, Product

app = Flask(__name__)


@app.get("/home/featured")
def featured():
    pool = Product.query.filter_by(in_stock=True, promoted=True).limit(200).all()
    picks = random.sample(pool, k=min(6, len(pool)))
    banners = Banner.query.filter_by(active=True).all()
    banner = random.choice(banners) if banners else None
    return jsonify(
        {
            "products": [{"id": p.id, "name": p.name, "image": p.image_url} for p in picks],
            "banner": banner.image_url if banner else None,
        }
    )
