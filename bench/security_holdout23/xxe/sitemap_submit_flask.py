from defusedxml import DefusedXmlException
from defusedxml.ElementTree import ParseError, fromstring
from flask import Flask, jsonify, request

app = Flask(__name__)
NS = {"sm": "http://www.sitemaps.org/schemas/sitemap/0.9"}


@app.post("/sitemaps")
def submit_sitemap():
    try:
        root = fromstring(request.get_data(), forbid_dtd=True)
    except (ParseError, DefusedXmlException):
        return jsonify(error="sitemap could not be read"), 400
    urls = [loc.text for loc in root.findall("sm:url/sm:loc", NS)]
    return jsonify(count=len(urls), sample=urls[:10])
