from flask import Flask, request, make_response, redirect

from auth import authenticate, create_session

app = Flask(__name__)
SESSION_TTL = 60 * 60 * 8


@app.route("/login", methods=["POST"])
def member_login():
    user = authenticate(request.form.get("email", ""), request.form.get("password", ""))
    if not user:
        return redirect("/login?error=1")
    resp = make_response(redirect("/dashboard"))
    resp.set_cookie("sid", create_session(user.id), max_age=SESSION_TTL)
    return resp
