from flask import Flask, abort, redirect, request, session, url_for

from workspace.models import Membership

app = Flask(__name__)
app.config.from_envvar("WORKSPACE_SETTINGS")


@app.post("/workspace/role")
def switch_role():
    user_id = session.get("user_id")
    if user_id is None:
        return redirect(url_for("login"))
    requested = request.form.get("role", "viewer").strip().lower()
    granted = {m.role for m in Membership.query.filter_by(user_id=user_id)}
    if requested not in granted:
        abort(403)
    session["active_role"] = requested
    return redirect(url_for("dashboard"))


@app.get("/admin")
def admin_home():
    if session.get("active_role") != "admin":
        abort(403)
    return {"members": Membership.query.count()}
