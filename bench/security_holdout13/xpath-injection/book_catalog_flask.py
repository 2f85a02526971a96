from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


class Catalog:
    def __init__(self, path):
        self.tree = etree.parse(path)

    def find(self, **criteria):
        predicates = " and ".join(f"{field}='{value}'" for field, value in criteria.items())
        return self.tree.xpath(f"/catalog/book[{predicates}]")


catalog = Catalog("data/catalog.xml")


@app.get("/books")
def books():
    author = request.args.get("author", "")
    matches = catalog.find(author=author, available="yes")
    return jsonify([{"title": b.findtext("title"), "price": b.findtext("price")} for b in matches])
