from defusedxml import DefusedXmlException
from defusedxml.ElementTree import ParseError, fromstring
from flask import Flask, jsonify, request

app = Flask(__name__)
SM = "{http://www.sitemaps.org/schemas/sitemap/0.9}"


@app.post("/seo/sitemap-check")
def sitemap_check():
    raw = request.get_data(cache=False)
    try:
        root = fromstring(raw, forbid_dtd=True)
    except (DefusedXmlException, ParseError) as exc:
        return jsonify(error=f"rejected: {type(exc).__name__}"), 400
    urls = [loc.text for loc in root.iter(f"{SM}loc") if loc.text]
    return jsonify(count=len(urls), sample=urls[:20], https_only=all(u.startswith("https://") for u in urls))
