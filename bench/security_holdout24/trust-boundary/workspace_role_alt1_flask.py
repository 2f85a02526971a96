from dataclasses import dataclass

from flask import Flask, jsonify, request, session
from flask.views import MethodView

app = Flask(__name__)
app.secret_key = "change-me"


@dataclass
class WorkspacePrefs:
    workspace: str
    role: str = "viewer"


class WorkspaceView(MethodView):
    def get(self):
        return jsonify(workspace=session.get("workspace"), role=session.get("role", "viewer"))

    def post(self):
        data = request.get_json(silent=True) or {}
        prefs = WorkspacePrefs(**{k: data[k] for k in ("workspace", "role") if k in data})
        session["workspace"] = prefs.workspace
        session["role"] = prefs.role
        return jsonify(ok=True, role=prefs.role)


@app.get("/admin/audit-log")
def audit_log():
    if session.get("role") != "admin":
        return jsonify(error="forbidden"), 403
    return jsonify(entries=[])


app.add_url_rule("/workspace", view_func=WorkspaceView.as_view("workspace"))
