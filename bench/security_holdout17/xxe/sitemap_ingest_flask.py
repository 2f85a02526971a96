from urllib.parse import urlparse

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)

SITEMAP_NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}
MAX_BYTES = 5 * 1024 * 1024


def build_parser():
    return etree.XMLParser(
        resolve_entities=False,
        no_network=True,
        load_dtd=False,
        dtd_validation=False,
        huge_tree=False,
    )


def extract_urls(root):
    out = []
    for loc in root.xpath("//sm:url/sm:loc/text()", namespaces=SITEMAP_NS):
        parsed = urlparse(str(loc).strip())
        if parsed.scheme in ("http", "https"):
            out.append(parsed.geturl())
    return out


@app.get("/sitemaps/limits")
def limits():
    return jsonify(max_bytes=MAX_BYTES, namespace=SITEMAP_NS["sm"])


@app.post("/sitemaps/ingest")
def ingest_sitemap():
    raw = request.get_data(cache=False)
    if not raw or len(raw) > MAX_BYTES:
        abort(413)
    try:
        root = etree.fromstring(raw, parser=build_parser())
    except etree.XMLSyntaxError:
        abort(400)
    urls = extract_urls(root)
    hosts = sorted({h for h in (urlparse(u).hostname for u in urls) if h})
    return jsonify(count=len(urls), hosts=hosts)


@app.get("/sitemaps/example")
def example():
    sample = '<urlset xmlns="%s"><url><loc>https://example.com/</loc></url></urlset>'
    return sample % SITEMAP_NS["sm"], 200, {"Content-Type": "application/xml"}
