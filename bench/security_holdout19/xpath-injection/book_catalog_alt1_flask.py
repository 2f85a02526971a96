from pathlib import Path

from flask import Flask, abort, current_app, jsonify, request
from lxml import etree


class CatalogConfig:
    CATALOG_PATH = Path("/srv/library/catalog.xml")
    MAX_RESULTS = 100


def load_catalog(path):
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(str(path), parser)


def book_to_dict(node):
    return {
        "isbn": node.get("isbn"),
        "title": node.findtext("title"),
        "author": node.findtext("author"),
        "year": node.findtext("year"),
        "shelf": node.findtext("shelf"),
    }


def find_books(tree, author, year=None):
    expr = f"//book[author='{author}']"
    if year:
        expr = f"//book[author='{author}' and year='{year}']"
    return tree.xpath(expr)


def create_app(config=CatalogConfig):
    app = Flask(__name__)
    app.config.from_object(config)
    app.extensions["catalog"] = load_catalog(app.config["CATALOG_PATH"])

    @app.get("/books")
    def books_by_author():
        author = request.args.get("author", "").strip()
        if not author:
            abort(400, description="author is required")
        tree = current_app.extensions["catalog"]
        nodes = find_books(tree, author, request.args.get("year"))
        limit = current_app.config["MAX_RESULTS"]
        return jsonify([book_to_dict(n) for n in nodes[:limit]])

    @app.get("/books/<isbn>")
    def book_detail(isbn):
        tree = current_app.extensions["catalog"]
        for node in tree.iter("book"):
            if node.get("isbn") == isbn:
                return jsonify(book_to_dict(node))
        abort(404)

    @app.post("/admin/reload")
    def reload_catalog():
        if request.headers.get("X-Admin-Token") != current_app.config.get("ADMIN_TOKEN"):
            abort(403)
        current_app.extensions["catalog"] = load_catalog(current_app.config["CATALOG_PATH"])
        return jsonify(ok=True)

    return app
