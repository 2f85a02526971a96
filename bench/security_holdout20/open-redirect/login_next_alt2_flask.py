from flask import Flask, flash, redirect, render_template, request, session, url_for

from accounts.service import verify_credentials

app = Flask(__name__)


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html", next=request.args.get("next", ""))
    user = verify_credentials(request.form.get("email", ""), request.form.get("password", ""))
    if user is None:
        flash("Wrong email or password")
        return render_template("login.html", next=request.values.get("next", "")), 401
    session.clear()
    session["uid"] = user.id
    next_url = request.values.get("next") or url_for("dashboard")
    if not next_url.startswith("/"):
        next_url = url_for("dashboard")
    return redirect(next_url)


@app.get("/dashboard")
def dashboard():
    return render_template("dashboard.html")
