import re

from flask import Flask, abort, jsonify
from lxml import etree

app = Flask(__name__)
CONFIG_XML = "config/app-settings.xml"
KEY_RE = re.compile(r"[A-Za-z][A-Za-z0-9_.-]{0,63}")


@app.route("/config/<section>/<key>")
def config_value(section, key):
    if not KEY_RE.fullmatch(section) or not KEY_RE.fullmatch(key):
        abort(400)
    doc = etree.parse(CONFIG_XML)
    values = doc.xpath(f"/config/section[@name='{section}']/entry[@key='{key}']/text()")
    if not values:
        abort(404)
    return jsonify(section=section, key=key, value=str(values[0]).strip())
