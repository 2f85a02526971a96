from flask import Flask, flash, redirect, render_template, request, session, url_for
from werkzeug.security import check_password_hash

from staff.models import StaffMember

app = Flask(__name__)
app.config.from_prefixed_env()


@app.route("/staff/login", methods=["GET", "POST"])
def staff_login():
    if request.method == "GET":
        return render_template("staff/login.html")
    username = request.form.get("username", "")
    member = StaffMember.query.filter_by(username=username, active=True).first()
    if member is None or not check_password_hash(member.password_hash, request.form.get("password", "")):
        flash("Invalid username or password")
        return render_template("staff/login.html"), 401
    session.clear()
    session["staff_id"] = member.id
    session["staff_role"] = member.role
    return redirect(url_for("staff_dashboard"))


@app.route("/staff")
def staff_dashboard():
    if "staff_id" not in session:
        return redirect(url_for("staff_login"))
    return render_template("staff/dashboard.html", role=session["staff_role"])
