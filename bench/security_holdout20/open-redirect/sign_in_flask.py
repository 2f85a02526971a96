import re

from flask import Flask, flash, redirect, render_template, request, session, url_for

from accounts.service import verify_credentials

app = Flask(__name__)
LOCAL_PATH_RE = re.compile(r"/(?![/\\])[A-Za-z0-9_\-./?=&%]*")


@app.route("/sign-in", methods=["GET", "POST"])
def sign_in():
    if request.method == "GET":
        return render_template("sign_in.html", next=request.args.get("next", ""))
    user = verify_credentials(request.form.get("email", ""), request.form.get("password", ""))
    if user is None:
        flash("Wrong email or password")
        return render_template("sign_in.html", next=request.values.get("next", "")), 401
    session.clear()
    session["uid"] = user.id
    next_url = request.values.get("next", "")
    if not LOCAL_PATH_RE.fullmatch(next_url):
        return redirect(url_for("dashboard"))
    return redirect(next_url)


@app.get("/dashboard")
def dashboard():
    return render_template("dashboard.html")
