import os

from quart import Quart, jsonify, request, session

app = Quart(__name__)
app.secret_key = os.environ.get("QUART_SECRET_KEY") or os.urandom(32)


@app.route("/account/preferences", methods=["POST"])
async def save_preferences():
    form = await request.form
    prefs = {
        "timezone": form.get("timezone", "UTC")[:64],
        "items_per_page": form.get("items_per_page", "25"),
    }
    account_type = form.get("account_type")
    if account_type:
        session["account_type"] = account_type
    return jsonify(saved=True, preferences=prefs)


@app.route("/reports/export")
async def export_reports():
    if session.get("account_type") != "enterprise":
        return jsonify(error="export requires an enterprise plan"), 403
    return jsonify(status="export started")
