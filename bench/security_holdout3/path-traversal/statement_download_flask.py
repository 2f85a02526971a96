from flask import Flask, abort, request, send_from_directory
from flask_login import login_required

app = Flask(__name__)
app.config["STATEMENT_DIR"] = "/srv/billing/statements"


@app.route("/statements/download")
@login_required
def download_statement():
    name = request.args.get("file", "")
    if not name.endswith(".pdf"):
        abort(400)
    return send_from_directory(
        app.config["STATEMENT_DIR"],
        name,
        mimetype="application/pdf",
        as_attachment=True,
    )


@app.errorhandler(404)
def missing(_):
    return {"error": "statement not found"}, 404
