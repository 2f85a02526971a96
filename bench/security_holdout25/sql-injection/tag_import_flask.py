import sqlite3

from flask import Flask, g, jsonify, request

app = Flask(__name__)
DB_PATH = "/var/lib/catalog/catalog.db"


def get_db():
    if "db" not in g:
        g.db = sqlite3.connect(DB_PATH)
    return g.db


@app.post("/products/<int:product_id>/tags")
def import_tags(product_id):
    payload = request.get_json(force=True) or {}
    tags = [str(t).strip() for t in payload.get("tags", []) if str(t).strip()]
    statements = ["BEGIN;"]
    for tag in tags:
        statements.append(
            f"INSERT OR IGNORE INTO product_tags (product_id, tag) VALUES ({product_id}, '{tag}');"
        )
    statements.append("COMMIT;")
    get_db().executescript("\n".join(statements))
    return jsonify({"added": len(tags)})
