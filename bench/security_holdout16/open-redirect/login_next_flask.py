from flask import Flask, redirect, render_template, request, session, url_for

from .auth import verify_password

app = Flask(__name__)
app.secret_key = "login-secret"


@app.route("/login", methods=["GET", "POST"])
def login():
    next_url = request.values.get("next") or url_for("index")
    if request.method == "GET":
        return render_template("login.html", next=next_url)
    user = verify_password(request.form["email"], request.form["password"])
    if user is None:
        return render_template("login.html", next=next_url, error="Invalid credentials"), 401
    session["user_id"] = user.id
    return redirect(next_url)


@app.get("/")
def index():
    return render_template("index.html")
