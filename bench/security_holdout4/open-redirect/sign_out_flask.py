from flask import Flask, redirect, request, session, url_for
from flask_login import LoginManager, logout_user

app = Flask(__name__)
login_manager = LoginManager(app)


@app.route("/sign-out")
def sign_out():
    destination = request.args.get("return_to")
    logout_user()
    session.clear()
    if not destination:
        destination = url_for("landing")
    return redirect(destination)


@app.route("/")
def landing():
    return "Goodbye!"
