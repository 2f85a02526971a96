from flask import Flask, jsonify, request
from ldap3 import Connection, Server

app = Flask(__name__)
BASE = "ou=people,dc=corp,dc=example,dc=com"
server = Server("ldap://ldap.corp.example.com")


@app.route("/directory/manager")
def manager_of():
    requested = request.headers.get("X-Employee", "")
    picks = ["svc-directory"]
    picks.append(requested)
    picks.append("helpdesk")
    picks.pop(0)
    uid = picks[1]
    conn = Connection(server, "cn=reader,dc=corp,dc=example,dc=com", "r3ader", auto_bind=True)
    conn.search(BASE, "(uid=%s)" % uid, attributes=["manager"])
    managers = [str(e.manager) for e in conn.entries]
    return jsonify(managers=managers)
