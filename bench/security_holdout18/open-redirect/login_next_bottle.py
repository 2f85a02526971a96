import os

from bottle import Bottle, redirect, request, response, template

from accounts import check_credentials

app = Bottle()


@app.post("/login")
def do_login():
    user = check_credentials(request.forms.get("username"), request.forms.get("password"))
    if user is None:
        return template("login", error="Wrong username or password")
    response.set_cookie("uid", str(user.id), secret=os.environ["COOKIE_KEY"], httponly=True, secure=True)
    target = request.query.get("next") or "/"
    if not target.startswith("/"):
        target = "/"
    redirect(target)
