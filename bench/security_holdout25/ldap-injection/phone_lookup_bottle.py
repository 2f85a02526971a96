from bottle import Bottle, request
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Bottle()
SERVER = Server("ldaps://ldap.corp.example")
BASE = "ou=people,dc=corp,dc=example"


def phone_filter(number):
    digits = escape_filter_chars(number.strip())
    return f"(|(telephoneNumber={digits})(mobile={digits}))"


@app.get("/directory/phone")
def by_phone():
    flt = phone_filter(request.query.get("number", ""))
    conn = Connection(SERVER, auto_bind=True)
    try:
        conn.search(BASE, flt, SUBTREE, attributes=["cn", "telephoneNumber"])
        return {"matches": [str(entry.cn) for entry in conn.entries]}
    finally:
        conn.unbind()
