from flask import Flask, redirect, render_template, request

from auth import start_session, verify_password

app = Flask(__name__)
app.secret_key = "dev-only"


@app.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html", next=request.args.get("next", "/"))
    user = request.form.get("username", "")
    if not verify_password(user, request.form.get("password", "")):
        return render_template("login.html", error="invalid"), 401
    start_session(user)
    destination = request.form.get("next") or request.args.get("next") or "/"
    return redirect(destination)
