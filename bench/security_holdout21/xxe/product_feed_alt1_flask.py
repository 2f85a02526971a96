import logging

from flask import Blueprint, current_app, jsonify, request
from lxml import etree

from .models import Product, db

feeds = Blueprint("feeds", __name__, url_prefix="/partners")
log = logging.getLogger(__name__)

FEED_PARSER = etree.XMLParser(
    resolve_entities=False,
    no_network=True,
    load_dtd=False,
    huge_tree=False,
    remove_comments=True,
)


def upsert(item):
    sku = item.findtext("sku")
    if not sku:
        return False
    product = Product.query.filter_by(sku=sku).one_or_none() or Product(sku=sku)
    product.title = (item.findtext("title") or "")[:200]
    product.price_cents = int(round(float(item.findtext("price") or 0) * 100))
    db.session.add(product)
    return True


@feeds.post("/<partner>/feed")
def ingest_feed(partner):
    if partner not in current_app.config["FEED_PARTNERS"]:
        return jsonify(error="unknown partner"), 404
    data = request.get_data(cache=False)
    try:
        root = etree.fromstring(data, FEED_PARSER)
    except etree.XMLSyntaxError as exc:
        log.info("feed from %s rejected: %s", partner, exc)
        return jsonify(error="malformed feed"), 400
    accepted = 0
    for item in root.iterfind("item"):
        try:
            accepted += int(upsert(item))
        except ValueError:
            log.warning("skipping item with unparsable price in %s feed", partner)
    db.session.commit()
    return jsonify(partner=partner, accepted=accepted), 202


@feeds.get("/<partner>/feed/status")
def feed_status(partner):
    count = Product.query.filter(Product.sku.startswith(f"{partner}-")).count()
    return jsonify(partner=partner, products=count)
