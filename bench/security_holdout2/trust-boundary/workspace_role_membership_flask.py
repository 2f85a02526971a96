from flask import Flask, abort, redirect, render_template, request, session, url_for

from portal.db import get_db

app = Flask(__name__)
app.config.from_envvar("PORTAL_SETTINGS")


def roles_for(user_id):
    rows = get_db().execute(
        "SELECT role FROM memberships WHERE user_id = ? AND revoked_at IS NULL",
        (user_id,),
    ).fetchall()
    return {row["role"] for row in rows}


@app.route("/workspace/role", methods=["GET", "POST"])
def switch_role():
    user_id = session.get("user_id")
    if user_id is None:
        abort(401)
    granted = roles_for(user_id)
    if request.method == "GET":
        return render_template(
            "switch_role.html", roles=sorted(granted), active=session.get("role")
        )
    requested = request.form.get("role", "")
    if requested not in granted:
        abort(403)
    session["role"] = requested
    return redirect(url_for("dashboard"))
