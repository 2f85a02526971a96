from bottle import Bottle, request, response, redirect
from myapp.auth import check_admin, new_session_id

app = Bottle()
COOKIE_NAME = "admin_sid"
HTTPS_ONLY = True


@app.post("/admin/login")
def admin_login():
    name, pw = request.forms.get("name"), request.forms.get("password")
    if not check_admin(name, pw):
        return redirect("/admin/login?retry=1")
    sid = new_session_id(name)
    response.set_cookie(COOKIE_NAME, sid, path="/admin", secure=HTTPS_ONLY, httponly=True, samesite="strict")
    return redirect("/admin")
