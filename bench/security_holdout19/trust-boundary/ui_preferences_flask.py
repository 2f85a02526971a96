from flask import Flask, abort, g, jsonify, request, session

from .auth import load_current_user, login_required
from .config import Settings

THEMES = {"light", "dark", "system"}
DENSITIES = {"compact", "comfortable"}
PAGE_SIZES = (10, 25, 50, 100)


def _clean_prefs(payload):
    prefs = {}
    theme = payload.get("theme")
    if theme is not None:
        if theme not in THEMES:
            abort(400, description="unknown theme")
        prefs["theme"] = theme
    density = payload.get("density")
    if density is not None:
        if density not in DENSITIES:
            abort(400, description="unknown density")
        prefs["density"] = density
    page_size = payload.get("page_size")
    if page_size is not None:
        try:
            page_size = int(page_size)
        except (TypeError, ValueError):
            abort(400, description="page_size must be a number")
        if page_size not in PAGE_SIZES:
            abort(400, description="unsupported page_size")
        prefs["page_size"] = page_size
    return prefs


def create_app(settings: Settings | None = None) -> Flask:
    app = Flask(__name__)
    app.config.from_object(settings or Settings())

    @app.before_request
    def attach_user():
        g.user = load_current_user(session.get("user_id"))

    @app.get("/preferences")
    @login_required
    def get_preferences():
        return jsonify(prefs=session.get("prefs", {}), role=g.user.role)

    @app.put("/preferences")
    @login_required
    def put_preferences():
        prefs = _clean_prefs(request.get_json(silent=True) or {})
        stored = dict(session.get("prefs", {}))
        stored.update(prefs)
        session["prefs"] = stored
        return jsonify(stored)

    @app.get("/reports")
    @login_required
    def reports():
        size = session.get("prefs", {}).get("page_size", 25)
        page = request.args.get("page", 1, type=int)
        items = g.user.reports(offset=(page - 1) * size, limit=size)
        return jsonify([r.to_dict() for r in items])

    return app
