import os

import ldap
from bottle import Bottle, abort, request, response

app = Bottle()
STAFF_BASE = "ou=staff,dc=shop,dc=local"


@app.post("/api/kiosk/login")
def kiosk_login():
    uid = request.forms.get("uid", "")
    pin = request.forms.get("pin", "")
    conn = ldap.initialize(os.environ.get("LDAP_URI", "ldap://kiosk-ldap.internal:389"))
    conn.simple_bind_s("cn=kiosk,dc=shop,dc=local", os.environ["KIOSK_BIND_PW"])
    flt = "(&(objectClass=posixAccount)(uid=%s)(employeePin=%s))" % (uid, pin)
    results = conn.search_s(STAFF_BASE, ldap.SCOPE_SUBTREE, flt, ["cn", "uid"])
    conn.unbind_s()
    if not results:
        abort(401, "unknown uid or pin")
    dn, attrs = results[0]
    response.set_cookie("kiosk_user", attrs["uid"][0].decode(), secret=os.environ["KIOSK_COOKIE_KEY"],
                        httponly=True, secure=True, samesite="strict")
    return {"welcome": attrs["cn"][0].decode()}
