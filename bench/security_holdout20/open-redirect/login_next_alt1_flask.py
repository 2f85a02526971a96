from flask import Flask, redirect, render_template, request, session

from accounts.auth import check_credentials

app = Flask(__name__)


@app.route("/login", methods=["POST"])
def login():
    user = check_credentials(request.form.get("username", ""), request.form.get("password", ""))
    if user is None:
        return render_template("login.html", error="Wrong username or password"), 401
    session["uid"] = user.id
    target = request.args.get("next", "/").strip().split("#", 1)[0] or "/"
    return redirect(target)
