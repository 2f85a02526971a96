from flask import Flask, request, session

from auth.sso import verify_assertion

app = Flask(__name__)


def remember_identity(user_id):
    session["user_id"] = user_id
    session.permanent = True


@app.post("/sso/callback")
def sso_callback():
    assertion = verify_assertion(request.form["SAMLResponse"])
    remember_identity(assertion.subject_id)
    return {"welcome": assertion.display_name}
