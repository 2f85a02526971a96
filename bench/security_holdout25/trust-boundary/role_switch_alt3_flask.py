from flask import Flask, abort, redirect, request, session, url_for

app = Flask(__name__)
app.config.from_envvar("PORTAL_SETTINGS")


@app.route("/profile/view-as", methods=["POST"])
def view_as():
    if "user_id" not in session:
        abort(401)
    requested_role = request.form.get("role", "member").strip().lower()
    # remember the chosen view for the dashboard
    session["role"] = requested_role
    return redirect(url_for("dashboard"))


@app.route("/dashboard")
def dashboard():
    if "user_id" not in session:
        abort(401)
    if session.get("role") == "admin":
        return {"panels": ["users", "billing", "audit-log"]}
    return {"panels": ["overview"]}
