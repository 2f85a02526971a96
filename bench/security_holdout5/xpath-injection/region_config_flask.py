from flask import Flask, abort, jsonify
from lxml import etree

app = Flask(__name__)
app.config["REGIONS_XML"] = "/etc/shipping/regions.xml"

ACTIVE_REGIONS_XPATH = "/regions/region[@enabled='true']"


def load_regions():
    tree = etree.parse(app.config["REGIONS_XML"])
    nodes = tree.xpath(ACTIVE_REGIONS_XPATH)
    return {
        node.get("code"): {
            "name": node.findtext("name"),
            "currency": node.findtext("currency"),
        }
        for node in nodes
    }


@app.get("/shipping/regions")
def regions():
    return jsonify(load_regions())


@app.get("/shipping/regions/<code>")
def region(code):
    data = load_regions().get(code.upper())
    if data is None:
        abort(404)
    return jsonify(data)
