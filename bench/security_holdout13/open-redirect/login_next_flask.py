from flask import Flask, redirect, request, session, url_for

from .auth import verify_user

app = Flask(__name__)
app.config.from_envvar("APP_SETTINGS")


@app.get("/login")
def login_form():
    return "<form method='post'><input name='email'><input name='password' type='password'><button>Sign in</button></form>"


@app.post("/login")
def login():
    user = verify_user(request.form.get("email", ""), request.form.get("password", ""))
    if user is None:
        return redirect(url_for("login_form", error=1))
    session["uid"] = user.id
    return redirect(post_login_target(request.args))


def post_login_target(args, default="/dashboard"):
    target = args.get("next") or args.get("return_to")
    return target if target else default
