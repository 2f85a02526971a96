from flask import Flask, request, make_response, redirect

from auth import authenticate, create_session

app = Flask(__name__)
COOKIE_SETTINGS = dict(max_age=60 * 60 * 8, secure=True, httponly=True, samesite="Lax")


@app.route("/portal/login", methods=["POST"])
def portal_login():
    user = authenticate(request.form.get("email", ""), request.form.get("password", ""))
    if not user:
        return redirect("/portal/login?error=1")
    resp = make_response(redirect("/portal"))
    resp.set_cookie("portal_session", create_session(user.id), **COOKIE_SETTINGS)
    return resp
