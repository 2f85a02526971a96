import sqlite3

from flask import Flask, abort, g, jsonify, redirect, request, session, url_for

app = Flask(__name__)
app.config.from_envvar("WORKSPACE_APP_SETTINGS")


def db():
    if "db" not in g:
        g.db = sqlite3.connect(app.config["DATABASE_PATH"])
    return g.db


@app.route("/workspace/switch", methods=["POST"])
def switch_workspace():
    if "user_id" not in session:
        abort(401)
    workspace_id = request.form.get("workspace_id", type=int)
    if workspace_id is None:
        abort(400)
    session["active_workspace_id"] = workspace_id
    return redirect(url_for("list_documents"))


@app.route("/documents")
def list_documents():
    rows = db().execute("SELECT id, title FROM documents WHERE workspace_id = ?", (session["active_workspace_id"],)).fetchall()
    return jsonify([{"id": r[0], "title": r[1]} for r in rows])
