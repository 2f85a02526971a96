import os

from flask import Flask, jsonify, request
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

app = Flask(__name__)
SERVER = Server(os.environ.get("LDAP_URL", "ldaps://dir.example.com"))
BASE = "ou=staff,dc=example,dc=com"


@app.get("/badges")
def badge_lookup():
    badge = request.args.get("badge", "").strip()
    if not badge:
        return jsonify(error="badge required"), 400
    criteria = {"objectClass": "person", "employeeNumber": escape_filter_chars(badge)}
    ldap_filter = "(&" + "".join(f"({k}={v})" for k, v in criteria.items()) + ")"
    with Connection(SERVER, os.environ["LDAP_USER"], os.environ["LDAP_PASSWORD"], auto_bind=True) as conn:
        conn.search(BASE, ldap_filter, search_scope=SUBTREE, attributes=["cn", "mail"])
        found = [{"cn": str(e.cn), "mail": str(e.mail)} for e in conn.entries]
    return jsonify(found)
