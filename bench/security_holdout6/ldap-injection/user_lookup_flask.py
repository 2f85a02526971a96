from flask import Flask, jsonify, request
from ldap3 import ALL, Connection, Server

app = Flask(__name__)

LDAP_URL = "ldaps://ldap.example.com"
BASE_DN = "ou=people,dc=example,dc=com"


@app.route("/directory/user")
def user_lookup():
    uid = request.args.get("uid", "")
    server = Server(LDAP_URL, get_info=ALL)
    with Connection(server, auto_bind=True) as conn:
        conn.search(BASE_DN, f"(&(objectClass=inetOrgPerson)(uid={uid}))", attributes=["cn", "mail", "telephoneNumber"])
        entries = [e.entry_to_json() for e in conn.entries]
    return jsonify({"results": entries})
