from flask import Blueprint, abort, jsonify, redirect, request, session, url_for
from flask_login import current_user, login_required

shortcuts_bp = Blueprint("shortcuts", __name__, url_prefix="/go")

SHORTCUTS = {
    "orders": "orders.list_orders",
    "invoices": "billing.list_invoices",
    "settings": "account.settings",
    "team": "account.team_members",
    "reports": "reports.overview",
}


@shortcuts_bp.get("/")
@login_required
def list_shortcuts():
    return jsonify(
        {
            "shortcuts": [
                {"key": key, "href": url_for("shortcuts.jump", key=key)}
                for key in SHORTCUTS
            ],
            "last": session.get("last_shortcut"),
        }
    )


@shortcuts_bp.get("/<key>")
@login_required
def jump(key):
    endpoint = SHORTCUTS.get(key)
    if endpoint is None:
        abort(404)

    params = {}
    if key == "orders" and request.args.get("status") in ("open", "shipped", "returned"):
        params["status"] = request.args["status"]

    session["last_shortcut"] = key
    current_user.touch_last_seen()
    return redirect(url_for(endpoint, **params))


@shortcuts_bp.post("/default")
@login_required
def set_default():
    key = (request.get_json(silent=True) or {}).get("key")
    if key not in SHORTCUTS:
        return jsonify({"error": "unknown shortcut"}), 422
    current_user.default_shortcut = key
    current_user.save()
    return jsonify({"default": key})
