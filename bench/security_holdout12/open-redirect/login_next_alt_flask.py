from flask import Flask, redirect, request, session

from accounts import verify_user

app = Flask(__name__)
app.config.from_envvar("APP_SETTINGS")


def landing_page(form, args):
    candidates = [form.get("next"), args.get("next"), "/dashboard"]
    return next(c for c in candidates if c)


@app.route("/login", methods=["POST"])
def login():
    user = verify_user(request.form.get("username", ""), request.form.get("password", ""))
    if user is None:
        return redirect("/login?error=1")
    session["user_id"] = user.id
    target = landing_page(request.form, request.args)
    return redirect(target)
