from bottle import Bottle, HTTPResponse, redirect, request, response

from app.auth import create_session, verify_user

app = Bottle()


@app.post("/login")
def login():
    user = verify_user(request.forms.get("username", ""), request.forms.get("password", ""))
    if user is None:
        return HTTPResponse(status=401, body="Invalid credentials")
    response.set_cookie(
        "sid",
        create_session(user.id),
        path="/",
        max_age=8 * 3600,
        secure=True,
        httponly=True,
        samesite="strict",
    )
    redirect("/dashboard")
