from flask import Flask, abort, redirect, render_template, request, session, url_for

app = Flask(__name__)
app.config.from_envvar("PORTAL_SETTINGS")


def require_login():
    user_id = session.get("user_id")
    if user_id is None:
        abort(401)
    return user_id


@app.route("/workspace/role", methods=["GET", "POST"])
def switch_role():
    require_login()
    if request.method == "GET":
        return render_template("switch_role.html", active=session.get("role"))
    session["role"] = request.form["role"]
    return redirect(url_for("dashboard"))


@app.route("/dashboard")
def dashboard():
    require_login()
    if session.get("role") == "admin":
        return render_template("dashboard_admin.html")
    return render_template("dashboard.html")
