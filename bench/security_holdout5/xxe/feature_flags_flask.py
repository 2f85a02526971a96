from flask import Flask, jsonify
from lxml import etree

app = Flask(__name__)
app.config["FEATURE_FLAGS_XML"] = "/etc/storefront/feature-flags.xml"

_flags_cache = {}


def load_flags():
    if not _flags_cache:
        tree = etree.parse(app.config["FEATURE_FLAGS_XML"])
        for flag in tree.getroot().iter("flag"):
            _flags_cache[flag.get("name")] = flag.get("enabled") == "true"
    return _flags_cache


@app.get("/flags")
def flags():
    return jsonify(load_flags())
