from defusedxml import DefusedXmlException
from defusedxml.ElementTree import ParseError, fromstring
from flask import Flask, jsonify, request

from catalog.db import upsert_products

app = Flask(__name__)
MAX_FEED_BYTES = 5 * 1024 * 1024


@app.post("/feeds/upload")
def upload_feed():
    upload = request.files.get("feed")
    if upload is None or not upload.filename.lower().endswith(".xml"):
        return jsonify(error="an .xml feed file is required"), 400
    data = upload.read(MAX_FEED_BYTES + 1)
    if len(data) > MAX_FEED_BYTES:
        return jsonify(error="feed too large"), 413
    try:
        root = fromstring(data)
    except (ParseError, DefusedXmlException) as exc:
        return jsonify(error=f"feed rejected: {exc}"), 422
    products = []
    for item in root.iterfind("item"):
        products.append({
            "sku": item.findtext("sku"),
            "title": item.findtext("title"),
            "description": item.findtext("description"),
            "price": item.findtext("price"),
        })
    count = upsert_products(products)
    return jsonify(imported=count, sample=products[:3])
