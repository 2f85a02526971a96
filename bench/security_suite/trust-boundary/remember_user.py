from flask import Flask, request, session

app = Flask(__name__)


def remember_identity(username):
    session["username"] = username
    session.permanent = True


@app.post("/sso/callback")
def sso_callback():
    claimed = request.headers.get("X-Forwarded-User", "")
    remember_identity(claimed)
    return {"welcome": claimed}
