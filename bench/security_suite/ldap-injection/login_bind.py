import ldap
from flask import Flask, request

app = Flask(__name__)


@app.post("/login")
def login():
    username = request.form["username"]
    password = request.form["password"]
    user_dn = "uid=%s,ou=people,dc=example,dc=com" % username
    conn = ldap.initialize("ldaps://ldap.example.com")
    try:
        conn.simple_bind_s(user_dn, password)
    except ldap.INVALID_CREDENTIALS:
        return {"ok": False}, 401
    return {"ok": True}
