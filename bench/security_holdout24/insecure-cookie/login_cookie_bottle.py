from bottle import Bottle, abort, redirect, request, response

from .auth import authenticate, create_session

app = Bottle()
SESSION_DAYS = 14


@app.post("/login")
def login():
    username = request.forms.getunicode("username", "")
    password = request.forms.getunicode("password", "")
    user = authenticate(username, password)
    if user is None:
        abort(401, "Invalid username or password")
    session_id = create_session(user.id)
    cookie_opts = {"path": "/", "max_age": SESSION_DAYS * 86400}
    if request.forms.get("remember") != "on":
        cookie_opts.pop("max_age")
    response.set_cookie("session_id", session_id, **cookie_opts)
    redirect("/dashboard")
