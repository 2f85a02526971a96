import os

from bottle import Bottle, HTTPResponse, redirect, request, response

from newsroom.auth import check_editor, new_editor_session

app = Bottle()
COOKIE_SECRET = os.environ["EDITOR_COOKIE_SECRET"]


@app.post("/cms/signin")
def signin():
    editor = check_editor(request.forms.get("login"), request.forms.get("password"))
    if editor is None:
        return HTTPResponse(status=401, body="Sign-in failed")
    session_id = new_editor_session(editor.id)
    response.set_cookie("cms_session", session_id, secret=COOKIE_SECRET, secure=True, httponly=True, samesite="strict", path="/cms", max_age=4 * 3600)
    redirect("/cms/desk")


@app.get("/cms/signout")
def signout():
    response.delete_cookie("cms_session", path="/cms")
    redirect("/cms/signin")
