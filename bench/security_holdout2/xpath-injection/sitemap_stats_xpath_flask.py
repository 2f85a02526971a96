from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)
app.config.from_envvar("SITE_SETTINGS")

NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}
URL_COUNT = etree.XPath("count(/sm:urlset/sm:url)", namespaces=NS)


@app.get("/internal/sitemap")
def sitemap_stats():
    limit = request.args.get("limit", 50, type=int)
    tree = etree.parse(app.config["SITEMAP_PATH"])
    locations = tree.xpath("/sm:urlset/sm:url/sm:loc/text()", namespaces=NS)
    return jsonify(
        total=int(URL_COUNT(tree)),
        sample=[str(loc) for loc in locations[: max(0, min(limit, 500))]],
    )
