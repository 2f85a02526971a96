import os

from quart import Quart, abort, jsonify, request, session

from .reports import load_admin_reports

app = Quart(__name__)
app.secret_key = os.environ["QUART_SECRET_KEY"]


@app.post("/api/session/context")
async def set_context():
    payload = await request.get_json()
    if not isinstance(payload, dict):
        abort(400)
    for key, value in payload.items():
        session[key] = value
    return jsonify({"ok": True, "keys": sorted(payload)})


@app.get("/admin/reports")
async def admin_reports():
    if not session.get("is_admin"):
        abort(403)
    reports = await load_admin_reports()
    return jsonify(reports)
