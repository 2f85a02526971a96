import re

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)
PARTS = etree.parse("parts.xml")
PART_NUMBER = re.compile(r"[A-Z]{2}-\d{4,6}")


class PartQuery:
    def __init__(self, raw):
        if not PART_NUMBER.fullmatch(raw or ""):
            raise ValueError("malformed part number")
        self.number = raw

    def expression(self):
        return f"/parts/part[@number='{self.number}']"


@app.get("/parts")
def part_info():
    try:
        query = PartQuery(request.args.get("number"))
    except ValueError:
        abort(400)
    nodes = PARTS.xpath(query.expression())
    if not nodes:
        abort(404)
    return jsonify(number=query.number, stock=nodes[0].get("stock"))
