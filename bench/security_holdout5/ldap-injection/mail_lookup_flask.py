import os

from flask import Flask, abort, jsonify, request
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
server = Server(os.environ.get("LDAP_URL", "ldaps://ldap.example.com"))
BASE_DN = "ou=staff,dc=example,dc=com"


@app.get("/staff/by-mail")
def staff_by_mail():
    email = request.args.get("email", "").strip()
    if not email or len(email) > 254:
        abort(400)
    flt = "(&(objectClass=person)(mail={}))".format(escape_filter_chars(email))
    with Connection(server, os.environ["LDAP_BIND_DN"], os.environ["LDAP_BIND_PW"], auto_bind=True) as conn:
        conn.search(
            BASE_DN,
            flt,
            attributes=["cn", "title", "telephoneNumber"],
            size_limit=5,
        )
        entries = [{"name": str(e.cn), "title": str(e.title)} for e in conn.entries]
    return jsonify(entries)
