from flask import Flask, flash, redirect, render_template, request, url_for
from flask_login import login_user

from myapp.auth import authenticate

app = Flask(__name__)


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "POST":
        user = authenticate(request.form["username"], request.form["password"])
        if user:
            login_user(user)
            return redirect(request.args.get("next") or url_for("index"))
        flash("Invalid credentials")
    return render_template("login.html")
