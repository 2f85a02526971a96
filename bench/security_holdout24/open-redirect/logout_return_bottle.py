from bottle import Bottle, redirect, request, response

from accounts.sessions import session_store

app = Bottle()


@app.get("/logout")
def logout():
    return_to = request.query.get("return_to") or "/"
    if not return_to.startswith("/"):
        return_to = "/"
    sid = request.get_cookie("sid")
    if sid:
        session_store.drop(sid)
    response.delete_cookie("sid", path="/")
    redirect(return_to)
