from pathlib import Path

from flask import Flask, abort, current_app, jsonify, request
from lxml import etree


class IndexConfig:
    INDEX_PATH = Path("/srv/journals/index.xml")
    MAX_RESULTS = 100


def load_index(path):
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    return etree.parse(str(path), parser)


def article_to_dict(node):
    return {
        "doi": node.get("doi"),
        "title": node.findtext("title"),
        "journal": node.findtext("journal"),
        "volume": node.findtext("volume"),
        "year": node.findtext("year"),
    }


def find_articles(tree, journal, year=None):
    if year:
        return tree.xpath("//article[journal=$journal and year=$year]", journal=journal, year=year)
    return tree.xpath("//article[journal=$journal]", journal=journal)


def create_app(config=IndexConfig):
    app = Flask(__name__)
    app.config.from_object(config)
    app.extensions["journal_index"] = load_index(app.config["INDEX_PATH"])

    @app.get("/articles")
    def articles_by_journal():
        journal = request.args.get("journal", "").strip()
        if not journal:
            abort(400, description="journal is required")
        tree = current_app.extensions["journal_index"]
        nodes = find_articles(tree, journal, request.args.get("year"))
        limit = current_app.config["MAX_RESULTS"]
        return jsonify([article_to_dict(n) for n in nodes[:limit]])

    @app.get("/articles/count")
    def article_count():
        tree = current_app.extensions["journal_index"]
        return jsonify(total=int(tree.xpath("count(//article)")))

    return app
