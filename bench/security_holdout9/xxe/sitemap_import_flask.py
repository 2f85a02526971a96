import logging
from urllib.parse import urlparse

from flask import Blueprint, Flask, jsonify, request
from lxml import etree

log = logging.getLogger("seo")
bp = Blueprint("seo", __name__, url_prefix="/seo")

SITEMAP_NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}
MAX_BYTES = 2 * 1024 * 1024

SITEMAP_PARSER = etree.XMLParser(
    resolve_entities=False,
    no_network=True,
    load_dtd=False,
    dtd_validation=False,
    huge_tree=False,
)


class SitemapEntry:
    def __init__(self, loc, lastmod, priority):
        self.loc = loc
        self.lastmod = lastmod
        self.priority = priority

    def as_dict(self):
        return {"loc": self.loc, "lastmod": self.lastmod, "priority": self.priority}


def parse_sitemap(data: bytes):
    root = etree.fromstring(data, parser=SITEMAP_PARSER)
    entries = []
    for url in root.findall("sm:url", SITEMAP_NS):
        loc = url.findtext("sm:loc", namespaces=SITEMAP_NS)
        if not loc or urlparse(loc).scheme not in ("http", "https"):
            continue
        entries.append(
            SitemapEntry(
                loc,
                url.findtext("sm:lastmod", namespaces=SITEMAP_NS),
                float(url.findtext("sm:priority", default="0.5", namespaces=SITEMAP_NS)),
            )
        )
    return entries


@bp.route("/sitemap", methods=["POST"])
def import_sitemap():
    data = request.get_data()
    if len(data) > MAX_BYTES:
        return jsonify(error="sitemap too large"), 413
    try:
        entries = parse_sitemap(data)
    except etree.XMLSyntaxError as exc:
        log.info("rejected sitemap: %s", exc)
        return jsonify(error="malformed xml"), 400
    return jsonify(count=len(entries), urls=[e.as_dict() for e in entries[:100]])


def create_app():
    app = Flask(__name__)
    app.register_blueprint(bp)
    return app
