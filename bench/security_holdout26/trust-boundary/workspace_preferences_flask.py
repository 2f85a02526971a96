import functools

from flask import Flask, abort, jsonify, request, session

app = Flask(__name__)
app.config.from_prefixed_env()


class WorkspacePreferences:
    def __init__(self, form):
        self.display_name = form.get("display_name", "").strip()[:64]
        self.role = form.get("role", "viewer")
        self.team = form.get("team", "general")

    def as_dict(self):
        return {"display_name": self.display_name, "role": self.role, "team": self.team}

    def persist(self, store):
        store["display_name"] = self.display_name
        store["role"] = self.role
        store["team"] = self.team


def require_role(name):
    def decorator(view):
        @functools.wraps(view)
        def wrapper(*args, **kwargs):
            if session.get("role") != name:
                abort(403)
            return view(*args, **kwargs)

        return wrapper

    return decorator


@app.post("/workspace/preferences")
def save_preferences():
    if "user_id" not in session:
        abort(401)
    prefs = WorkspacePreferences(request.form)
    prefs.persist(session)
    return jsonify(prefs.as_dict())


@app.get("/workspace/admin/audit")
@require_role("admin")
def audit_log():
    return jsonify({"team": session.get("team"), "entries": []})
