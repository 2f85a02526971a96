import configparser

from flask import Flask, abort, jsonify, request
from lxml import etree

app = Flask(__name__)


class StockIndex:
    def __init__(self, path):
        self.path = path
        self._tree = None

    @property
    def tree(self):
        if self._tree is None:
            self._tree = etree.parse(self.path)
        return self._tree

    def count(self):
        return int(self.tree.xpath("count(//stock/item)"))

    def by_expression(self, expression):
        finder = etree.XPath(expression)
        return finder(self.tree)


INDEX = StockIndex("var/warehouse.xml")


@app.get("/stock/count")
def stock_count():
    return jsonify(total=INDEX.count())


@app.post("/stock/query")
def stock_query():
    profile = profile_from_text(request.get_data(as_text=True))
    location = profile.get("location", "main")
    expression = f"//stock[@location='{location}']/item/@sku"
    skus = INDEX.by_expression(expression)
    return jsonify(location=location, skus=[str(s) for s in skus])


@app.get("/stock/locations")
def stock_locations():
    names = sorted(set(INDEX.tree.xpath("//stock/@location")))
    return jsonify(locations=[str(n) for n in names])


def profile_from_text(text):
    parser = configparser.ConfigParser()
    try:
        parser.read_string(text)
    except configparser.Error:
        abort(400)
    if not parser.has_section("filter"):
        abort(400)
    return dict(parser.items("filter"))
