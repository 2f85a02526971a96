from flask import Flask, jsonify, request
from ldap3 import ALL, Connection, Server

app = Flask(__name__)
LDAP_URL = "ldaps://ldap.corp.example.com"
BASE_DN = "ou=people,dc=corp,dc=example,dc=com"


@app.route("/directory/user")
def user_lookup():
    username = request.args.get("uid", "")
    attrs = ["cn", "mail", "telephoneNumber"]
    search_filter = f"(&(objectClass=inetOrgPerson)(uid={username}))"
    server = Server(LDAP_URL, get_info=ALL)
    with Connection(server, auto_bind=True) as conn:
        conn.search(BASE_DN, search_filter, attributes=attrs)
        results = [entry.entry_attributes_as_dict for entry in conn.entries]
    return jsonify(results)
