from defusedxml.ElementTree import fromstring
from flask import Flask, request, jsonify

app = Flask(__name__)
SITEMAP_NS = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


@app.route("/api/sitemap/validate", methods=["POST"])
def validate_sitemap():
    payload = request.get_data()
    if not payload:
        return jsonify(error="empty body"), 400
    root = fromstring(payload)
    urls = [u.findtext(f"{SITEMAP_NS}loc") for u in root.findall(f"{SITEMAP_NS}url")]
    return jsonify(count=len(urls), sample=urls[:5])
