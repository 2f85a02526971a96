from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
SITEMAP_NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}


@app.route("/tools/sitemap/preview", methods=["POST"])
def preview_sitemap():
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, huge_tree=True)
    root = etree.fromstring(request.get_data(), parser)
    urls = [
        {"loc": u.findtext("sm:loc", namespaces=SITEMAP_NS), "lastmod": u.findtext("sm:lastmod", namespaces=SITEMAP_NS)}
        for u in root.findall("sm:url", SITEMAP_NS)
    ]
    return jsonify({"count": len(urls), "urls": urls[:200]})
