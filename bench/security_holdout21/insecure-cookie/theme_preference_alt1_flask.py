import logging

from flask import Blueprint, Flask, jsonify, make_response, redirect, request, url_for

log = logging.getLogger("ui.preferences")
bp = Blueprint("preferences", __name__, url_prefix="/preferences")

THEMES = {"light", "dark", "high-contrast"}
DENSITIES = {"compact", "comfortable"}
ONE_YEAR = 365 * 24 * 3600


def current_preferences():
    return {
        "theme": request.cookies.get("ui_theme", "light"),
        "density": request.cookies.get("ui_density", "comfortable"),
    }


@bp.route("/", methods=["GET"])
def show():
    return jsonify(current_preferences())


@bp.route("/theme", methods=["POST"])
def set_theme():
    theme = request.form.get("theme", "light")
    if theme not in THEMES:
        return jsonify({"error": "unknown theme"}), 400
    resp = make_response(redirect(request.referrer or url_for("preferences.show")))
    resp.set_cookie("ui_theme", theme, max_age=ONE_YEAR, samesite="Lax")
    log.debug("theme set to %s", theme)
    return resp


@bp.route("/density", methods=["POST"])
def set_density():
    density = request.form.get("density", "comfortable")
    if density not in DENSITIES:
        return jsonify({"error": "unknown density"}), 400
    resp = make_response(redirect(request.referrer or url_for("preferences.show")))
    resp.set_cookie("ui_density", density, max_age=ONE_YEAR, samesite="Lax")
    return resp


def create_app():
    app = Flask(__name__)
    app.register_blueprint(bp)
    return app
