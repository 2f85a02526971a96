from flask import Blueprint, jsonify, make_response, request
from flask.views import MethodView

preferences_bp = Blueprint("preferences", __name__, url_prefix="/api/preferences")

THEMES = ("light", "dark", "high-contrast", "system")
DENSITIES = ("compact", "comfortable")
ONE_YEAR = 60 * 60 * 24 * 365


class DisplayPreferenceView(MethodView):
    def get(self):
        return jsonify(
            theme=request.cookies.get("ui_theme", "system"),
            density=request.cookies.get("ui_density", "comfortable"),
        )

    def put(self):
        payload = request.get_json(silent=True) or {}
        theme = payload.get("theme", "system")
        density = payload.get("density", "comfortable")

        if theme not in THEMES:
            return jsonify(error=f"theme must be one of {', '.join(THEMES)}"), 400
        if density not in DENSITIES:
            return jsonify(error=f"density must be one of {', '.join(DENSITIES)}"), 400

        resp = make_response(jsonify(theme=theme, density=density))
        # read by the front-end before first paint to avoid a flash of the wrong theme
        resp.set_cookie("ui_theme", theme, max_age=ONE_YEAR, path="/")
        resp.set_cookie("ui_density", density, max_age=ONE_YEAR, path="/", samesite="Lax")
        return resp

    def delete(self):
        resp = make_response("", 204)
        resp.delete_cookie("ui_theme", path="/")
        resp.delete_cookie("ui_density", path="/")
        return resp


preferences_bp.add_url_rule("/display", view_func=DisplayPreferenceView.as_view("display"))
