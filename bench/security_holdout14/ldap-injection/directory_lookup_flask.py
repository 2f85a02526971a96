from flask import Flask, jsonify, request
from ldap3 import ALL, Connection, Server

app = Flask(__name__)
LDAP_URL = "ldaps://ldap.corp.example.com"
BASE_DN = "ou=people,dc=corp,dc=example,dc=com"
ATTRS = ["cn", "mail", "telephoneNumber"]


def user_filter(username, active_only):
    flt = f"(uid={username})"
    if active_only:
        flt = f"(&{flt}(!(accountStatus=disabled)))"
    return flt


@app.route("/directory/user")
def lookup_user():
    username = request.args.get("uid", "")
    active_only = request.args.get("active", "1") == "1"
    server = Server(LDAP_URL, get_info=ALL)
    with Connection(server, auto_bind=True) as conn:
        conn.search(BASE_DN, user_filter(username, active_only), attributes=ATTRS)
        entries = [e.entry_attributes_as_dict for e in conn.entries]
    return jsonify(entries)
