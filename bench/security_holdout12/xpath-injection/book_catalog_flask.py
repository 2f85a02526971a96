from flask import Blueprint, current_app, jsonify, request
from lxml import etree

catalog_bp = Blueprint("catalog", __name__)


class CatalogIndex:
    def __init__(self, path):
        self.tree = etree.parse(path)

    def query_for(self, author, year=None):
        predicate = "author='%s'" % author
        if year:
            predicate += " and @year='%s'" % year
        return "//book[%s]" % predicate

    def titles(self, author, year=None):
        nodes = self.tree.xpath(self.query_for(author, year))
        return [n.findtext("title") for n in nodes]


@catalog_bp.get("/catalog/books")
def books_by_author():
    index = CatalogIndex(current_app.config["CATALOG_XML"])
    return jsonify(index.titles(request.args.get("author", ""), request.args.get("year")))
