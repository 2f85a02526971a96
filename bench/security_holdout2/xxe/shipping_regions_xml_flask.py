import os
from functools import lru_cache

from flask import Flask, abort, jsonify
from lxml import etree

app = Flask(__name__)


@lru_cache(maxsize=1)
def shipping_regions():
    path = os.path.join(app.root_path, "resources", "shipping_regions.xml")
    tree = etree.parse(path)
    regions = {}
    for node in tree.getroot().iter("region"):
        regions[node.get("code")] = {
            "name": node.findtext("name"),
            "countries": [c.text for c in node.iter("country")],
        }
    return regions


@app.get("/shipping/regions/<code>")
def region_detail(code):
    region = shipping_regions().get(code.upper())
    if region is None:
        abort(404)
    return jsonify(region)
