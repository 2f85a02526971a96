import os

from flask import Blueprint, Flask, abort, g, jsonify, request, session
from flask.views import MethodView

workspaces_bp = Blueprint("workspaces", __name__, url_prefix="/workspaces")

WORKSPACES = {
    "acme": {"name": "Acme Corp", "plan": "enterprise"},
    "globex": {"name": "Globex", "plan": "team"},
}
MEMBERSHIPS = {
    ("alice", "acme"): "admin",
    ("alice", "globex"): "member",
    ("bob", "globex"): "admin",
}


@workspaces_bp.before_request
def load_context():
    g.user = session.get("username")
    if g.user is None:
        abort(401)
    g.workspace = session.get("workspace")


def require_admin(view):
    def wrapper(*args, **kwargs):
        if not g.workspace or g.workspace.get("role") != "admin":
            abort(403)
        return view(*args, **kwargs)

    wrapper.__name__ = view.__name__
    return wrapper


class SwitchWorkspaceAPI(MethodView):
    def post(self):
        slug = request.form.get("workspace", "")
        role = request.form.get("role", "member")
        if slug not in WORKSPACES:
            abort(404)
        session["workspace"] = {"slug": slug, "role": role}
        return jsonify({"workspace": slug})


class WorkspaceSettingsAPI(MethodView):
    decorators = [require_admin]

    def get(self):
        return jsonify(WORKSPACES[g.workspace["slug"]])

    def patch(self):
        WORKSPACES[g.workspace["slug"]]["name"] = request.get_json()["name"]
        return jsonify({"updated": True})


workspaces_bp.add_url_rule("/switch", view_func=SwitchWorkspaceAPI.as_view("switch"))
workspaces_bp.add_url_rule("/settings", view_func=WorkspaceSettingsAPI.as_view("settings"))


def create_app():
    app = Flask(__name__)
    app.secret_key = os.environ["FLASK_SECRET_KEY"]
    app.register_blueprint(workspaces_bp)
    return app
